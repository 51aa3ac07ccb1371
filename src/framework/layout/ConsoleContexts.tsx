import { useContext, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  I18nContextProvider,
  StoreContextProvider,
  ThemeProvider,
  ThemesContext,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { consoleThemes } from './themes';
import { ServicesContext } from '../ServicesContext';

/**
 * react-admin's store, i18n and theme contexts (the console's light and dark themes in config.json's
 * `layout`, the user's choice) and MUI's baseline, without `<Admin>`: for the guest shell and the
 * signed-in start screen. `enableColorScheme` as in MUI's CssBaseline.
 */
export function ConsoleContexts({
  i18nProvider,
  store,
  enableColorScheme,
  children,
}: {
  i18nProvider: I18nProvider;
  store: Store;
  enableColorScheme?: boolean;
  children: ReactNode;
}) {
  const themes = consoleThemes(useContext(ServicesContext)?.config.layout ?? 'comfortable');
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <ThemesContext.Provider value={themes}>
          <ThemeProvider>
            <CssBaseline enableColorScheme={enableColorScheme} />
            {children}
          </ThemeProvider>
        </ThemesContext.Provider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
