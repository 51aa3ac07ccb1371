import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DashboardStats } from '../../api/contract/stats';
import { useServices } from '../../framework/ServicesContext';

const weekTotals = [
  { key: 'requests', label: 'app.dashboard.weekRequests' },
  { key: 'data_mb', label: 'app.dashboard.weekData' },
  { key: 'files_mb', label: 'app.dashboard.weekFiles' },
  { key: 'users', label: 'app.dashboard.weekUsers' },
] as const;

/** Home for signed-in users: this week's totals from `/stats/dashboard`. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { client, paths } = useServices();
  const { identity } = useGetIdentity();
  const stats = useQuery({
    queryKey: ['stats', 'dashboard'],
    queryFn: ({ signal }) => client.request({ method: 'GET', path: paths.dashboard, schema: DashboardStats, signal }),
  });
  const format = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

  return (
    <Box component="section" sx={{ p: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.dashboard.title')}
      </Typography>
      {identity?.fullName && (
        <Typography color="text.secondary" gutterBottom>
          {translate('app.dashboard.welcome', { name: identity.fullName })}
        </Typography>
      )}
      {stats.isError && <Alert severity="error">{translate('app.dashboard.error')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mt: 2 }}>
        {weekTotals.map(({ key, label }) => (
          <Card key={key} component="article" aria-label={translate(label)}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate(label)}
              </Typography>
              <Typography variant="h4" component="p">
                {stats.data ? format.format(stats.data.week[key]) : <Skeleton width={80} aria-label={translate('app.dashboard.loading')} />}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
