import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices, useSignedIn } from '../ServicesContext';
import { decideRouteAccess, type RouteAccess } from './routeAccess';
import { NotFoundPage } from '../layout/NotFoundPage';
import { AccessNeededPage } from '../layout/AccessNeededPage';
import { useAdminAccess } from './AdminAccess';

/** Renders a route's page only when the access rules allow it; otherwise redirects or shows 404. */
export function GuardedRoute({ name, access, children }: { name: string; access: RouteAccess; children: ReactNode }) {
  const signedIn = useSignedIn();
  const { config } = useServices();
  const location = useLocation();
  const admin = useAdminAccess();
  const { disabledRoutes, commonRoutes, guestRoutes } = config;
  const decision = decideRouteAccess(
    { name, access },
    {
      signedIn,
      disabledRoutes,
      commonRoutes,
      guestRoutes,
      admin,
    },
  );
  switch (decision.kind) {
    case 'open':
      return <>{children}</>;
    case 'no-access':
      return <AccessNeededPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'sign-in':
      return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  }
}
