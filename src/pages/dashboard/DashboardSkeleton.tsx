import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The dashboard before its code or its data: the title where DashboardPage puts it, the welcome
 * line's place and the week totals' cards as placeholders (a labelled progress indicator). Shown
 * by the signed-in start screen and while the dashboard's module loads, so the title never moves.
 */
export function DashboardSkeleton() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.dashboard.title')}
      </Typography>
      <Typography gutterBottom sx={{ minHeight: '1.5em' }} />
      <Box role="progressbar" aria-label={translate('ra.page.loading')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mt: 2 }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rectangular" height={102} sx={{ borderRadius: 1 }} />
        ))}
      </Box>
    </Box>
  );
}
