import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));

/** `/` (home) for signed-in users: the dashboard. Guests get the sign-in page from the guest shell. */
export function HomePage() {
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  );
}
