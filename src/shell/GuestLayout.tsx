import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../framework/ServicesContext';
import { useServerVersion } from '../framework/useServerVersion';
import { InitDataProvider } from '../framework/InitDataContext';
import { CookieNotice } from '../pages/public/CookieNotice';
import { LazyDemoNotice } from '../pages/demo/LazyDemoNotice';
import { ThemeButton } from './ThemeButton';
import { GuestLocalesButton } from './GuestLocalesButton';

/** Frame of the screens a guest sees: product name, language and theme switchers, the page. */
export function GuestLayout({ children }: { children: ReactNode }) {
  const services = useServices();
  const { config } = services;
  const translate = useTranslate();
  const init = useServerVersion();
  return (
    <InitDataProvider value={init}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography component="p" variant="h6" sx={{ flex: 1 }}>
            {config.name}
          </Typography>
          <nav aria-label={translate('app.menu.language')}>
            <GuestLocalesButton />
          </nav>
          <ThemeButton />
        </Box>
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2 }}
        >
          {services.isDemo && (
            <Box sx={{ width: '100%', maxWidth: 720 }}>
              <LazyDemoNotice />
            </Box>
          )}
          {children}
        </Box>
        <CookieNotice />
      </Box>
    </InitDataProvider>
  );
}
