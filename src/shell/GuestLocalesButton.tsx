import { useState, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocales, useLocaleState } from 'react-admin';
import { lazyComponent } from '../framework/lazyComponent';

const LocalesMenu = lazyComponent(() => import('./LocalesMenu').then((module) => module.default), { fallback: null });
const MENU_ID = 'guest-locales-menu';

/**
 * The language switch of the guest screens: react-admin's `LocalesMenuButton` (same store key,
 * button and menu), but the menu (MUI Menu → Popover → Modal) loads when it is first wanted — on
 * hover, focus or click — instead of being rendered, hidden, with the sign-in page. The signed-in
 * app bar keeps react-admin's button (an icon button on a phone: `AppLocalesButton`).
 */
export function GuestLocalesButton() {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const prepare = () => void LocalesMenu.preload().catch(() => undefined);
  const open = (event: MouseEvent<HTMLElement>) => {
    setWanted(true);
    setAnchor(event.currentTarget);
  };
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {wanted && (
        <LocalesMenu
          id={MENU_ID}
          anchor={anchor}
          languages={languages}
          locale={locale}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
