import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { useSignedIn } from '../framework/ServicesContext';
import { SignInPage } from './auth/SignInPage';

const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));

/** `/` (home): the sign-in page for guests, the dashboard for signed-in users. */
export function HomePage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInPage />;
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  );
}
