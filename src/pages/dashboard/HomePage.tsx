import { Suspense } from 'react';
import { LazyDashboardPage } from './LazyDashboardPage';
import { DashboardSkeleton } from './DashboardSkeleton';

/** `/` (home) for signed-in users: the dashboard. Guests get the sign-in page from the guest shell. */
export function HomePage() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <LazyDashboardPage />
    </Suspense>
  );
}
