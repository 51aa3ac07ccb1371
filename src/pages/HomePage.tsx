import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { LazyDashboardPage } from './dashboard/LazyDashboardPage';

/** `/` (home) for signed-in users: the dashboard. Guests get the sign-in page from the guest shell. */
export function HomePage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyDashboardPage />
    </Suspense>
  );
}
