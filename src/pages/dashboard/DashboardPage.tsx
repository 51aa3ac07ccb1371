import { Component, Suspense, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { statsEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { lazyComponent } from '../../framework/lazyComponent';
import { useServices } from '../../framework/ServicesContext';
import { numberFormat } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';
import { preloadChartDrawing } from './loadChartDrawing';
import { weekTotalsGridSx, welcomeLineSx } from './DashboardSkeleton';

// The charts load after the totals show, never with the sign-in page; recharts (the drawing)
// downloads alongside, and each chart draws once it comes near the viewport.
const DashboardCharts = lazyComponent(() => {
  preloadChartDrawing();
  return import('./DashboardCharts').then((module) => module.default);
});

const weekTotals = [
  { key: 'requests', label: 'app.dashboard.weekRequests' },
  { key: 'data_mb', label: 'app.dashboard.weekData' },
  { key: 'files_mb', label: 'app.dashboard.weekFiles' },
  { key: 'users', label: 'dashboard.weekUsers' },
] as const;

/** A chart module that fails to load leaves the totals usable. */
class ChartsBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Home for signed-in users: this week's totals and the charts of `stats.dashboard`, with empty and error states. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { client } = useServices();
  const { identity } = useGetIdentity();
  const stats = useQuery({
    queryKey: ['stats', 'dashboard'],
    queryFn: ({ signal }) => client.call(statsEndpoints.dashboard, { signal }),
  });
  const format = numberFormat(useCurrentLocale());
  const empty = stats.data && stats.data.points.every((p) => !p.requests && !p.data_mb && !p.files_mb && !p.users);

  return (
    <Box component="section" sx={{ p: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.dashboard.title')}
      </Typography>
      {/* The line is there before the identity loads (one line high), so the totals never shift down. */}
      <Typography color="text.secondary" gutterBottom sx={welcomeLineSx}>
        {identity?.fullName ? translate('app.dashboard.welcome', { name: identity.fullName }) : null}
      </Typography>
      {stats.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void stats.refetch()}>
              {translate('app.errors.retry')}
            </Button>
          }
        >
          {translate('app.dashboard.error')}
        </Alert>
      )}
      <Box sx={weekTotalsGridSx}>
        {weekTotals.map(({ key, label }) => (
          <Card key={key} component="article" aria-label={translate(label)}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate(label)}
              </Typography>
              <Typography variant="h4" component="p">
                {stats.data ? (
                  format.format(stats.data.week[key])
                ) : stats.isError ? (
                  '—'
                ) : (
                  <Skeleton width={80} role="progressbar" aria-label={translate('app.dashboard.loading')} />
                )}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {empty && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.dashboard.empty')}
        </Alert>
      )}
      {stats.data && !empty && (
        <ChartsBoundary
          fallback={
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('dashboard.chartsFailed')}
            </Alert>
          }
        >
          <Suspense
            fallback={
              <Skeleton
                variant="rectangular"
                height={240}
                sx={{ mt: 2 }}
                role="progressbar"
                aria-label={translate('app.dashboard.loading')}
              />
            }
          >
            <DashboardCharts stats={stats.data} />
          </Suspense>
        </ChartsBoundary>
      )}
    </Box>
  );
}
