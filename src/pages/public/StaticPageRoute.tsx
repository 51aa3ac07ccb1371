import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lazyWithEvent } from '../../api/http/lazyImport';
import { useServices, useSignedIn } from '../../framework/ServicesContext';
import { CatchAllPage } from '../../framework/resource/CatchAllPage';
import { GuestCatchAll } from '../../framework/routing/GuestCatchAll';

const StaticPage = lazy(() => lazyWithEvent(() => import('./StaticPage')));

/**
 * `/:page`: a static page when `page` is one of `config.staticPages` (route named after the page,
 * so `disabledRoutes` can hide it); any other one-segment path gets the shell's catch-all (404,
 * or a guest's deep link to an admin screen goes to sign in).
 */
export function StaticPageRoute() {
  const { page = '' } = useParams<{ page: string }>();
  const { config } = useServices();
  const signedIn = useSignedIn();
  if (!(page in config.staticPages) || config.disabledRoutes.includes(page)) return signedIn ? <CatchAllPage /> : <GuestCatchAll />;
  return (
    <Suspense fallback={null}>
      <StaticPage />
    </Suspense>
  );
}
