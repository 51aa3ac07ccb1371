import { AppBar, Box, Skeleton, Toolbar, Typography, useTheme, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useStore, useTranslate, type I18nProvider, type Store } from 'react-admin';
import { ConsoleContexts } from '../framework/layout/ConsoleContexts';
import { DashboardSkeleton } from '../pages/dashboard/DashboardSkeleton';
import { raSidebarWidth, raStoreKeys } from '../framework/reactAdminInternals';

/** react-admin's sidebar widths (its theme's `sidebar`, and react-admin's defaults). */
type SidebarTheme = { sidebar?: { width?: number; closedWidth?: number } };

function StartFrame() {
  const translate = useTranslate();
  const home = useLocation().pathname === '/';
  const title = home ? translate('app.dashboard.title') : '';
  // The sidebar's place (md and up), open or as the user collapsed it, so the page starts where it stays.
  const [sidebarOpen] = useStore(raStoreKeys.sidebarOpen, true);
  const { sidebar } = useTheme<Theme & SidebarTheme>();
  const sidebarWidth = sidebarOpen
    ? (sidebar?.width ?? raSidebarWidth.open)
    : (sidebar?.closedWidth ?? raSidebarWidth.closed);
  return (
    <>
      {/* react-admin's app bar: fixed, the secondary colour, dense; its menu button's place kept. */}
      <AppBar position="fixed" color="secondary">
        <Toolbar variant="dense" disableGutters sx={{ minHeight: 48, px: 1 }}>
          <Box sx={{ width: 40, height: 40, mr: 0.5, flexShrink: 0 }} />
          <Typography component="span" variant="h6" noWrap>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      {/* Padding, not margin: a margin would collapse through body and shift the whole page when
          the real frame (a flex column) replaces this one. */}
      <Box sx={{ display: 'flex', pt: { xs: 7, sm: 6 } }}>
        <Box sx={{ display: { xs: 'none', md: 'block' }, width: sidebarWidth, flexShrink: 0 }} />
        <Box component="main" aria-busy="true" sx={{ flex: 1, minWidth: 0, px: 1 }}>
          {home ? (
            <DashboardSkeleton />
          ) : (
            <Box sx={{ p: 2 }}>
              <Skeleton
                variant="rectangular"
                height={102}
                sx={{ borderRadius: 1 }}
                role="progressbar"
                aria-label={translate('ra.page.loading')}
              />
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}

/**
 * Shown at a signed-in start while react-admin's shell and the resource declarations load (a few
 * hundred KB on a phone's connection): the frame's app bar, in the user's theme, and at home the
 * dashboard's title where the dashboard will put it, instead of a blank page with a spinner. Only
 * MUI pieces the sign-in page already loads; the real frame replaces it without moving the title.
 */
export function SignedInStartScreen({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  return (
    <ConsoleContexts i18nProvider={i18nProvider} store={store} enableColorScheme>
      <StartFrame />
    </ConsoleContexts>
  );
}
