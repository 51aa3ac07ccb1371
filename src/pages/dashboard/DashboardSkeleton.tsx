import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The week totals' row (DashboardPage's cards, the skeleton's placeholders): the same grid for both. */
export const weekTotalsGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  mt: 2,
} as const;

/** The welcome line's place: one line high before the name is known, so nothing below it moves. */
export const welcomeLineSx = { minHeight: '1.5em' } as const;

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
      <Typography gutterBottom sx={welcomeLineSx} />
      <Box role="progressbar" aria-label={translate('ra.page.loading')} sx={weekTotalsGridSx}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rectangular" height={102} sx={{ borderRadius: 1 }} />
        ))}
      </Box>
    </Box>
  );
}
