import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { lazyWithEvent } from '../../api/http/lazyImport';

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

/**
 * A page element whose code loads when the route is first opened (route chunks stay out of the
 * first screen's bundle). Use in route lists: `element: lazyPage(() => import('../pages/me/SecurityPage'))`.
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(() => lazyWithEvent(factory));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
