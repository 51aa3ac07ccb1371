import type { ComponentType, ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { lazyComponent } from '../lazyComponent';

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

/**
 * A route's page element whose code loads when the route is first opened (route chunks stay out
 * of the first screen's bundle), with a progress indicator meanwhile; a `lazyComponent`, so a
 * failed load raises the lazy-load-error event. Use in route lists:
 * `element: lazyPage(() => import('../pages/me/SecurityPage'))`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazyComponent(() => load().then((module) => module.default), { fallback: <PageLoading /> });
  return <Page />;
}
