import { AppBar, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { AppLocalesButton } from './AppLocalesButton';
import { ThemeButton } from './ThemeButton';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { raClasses } from '../framework/internals/raClasses';

/** The app bar: search and shortcuts, language, theme, the account menu; the page title as plain text. */
export function AppTopBar() {
  return (
    <AppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <PaletteLauncher />
          <AppLocalesButton />
          <ThemeButton />
        </>
      }
    >
      {/* The page's own h1 names it; the bar repeats the title as plain text. The title's
          configurable wrapper is an inline-block, which would be clipped without an ellipsis in a
          narrow window: inline, a long title ends in "…". */}
      <TitlePortal component="span" sx={{ [`& .${raClasses.configurableRoot}`]: { display: 'inline' } }} />
    </AppBar>
  );
}
