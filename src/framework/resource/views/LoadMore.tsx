import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** "Load more": shows `step` more rows on the page (from the first), with how many of the total are shown. */
export function LoadMore({ step }: { step: number }) {
  const ft = useFrameworkTranslate();
  const { data, total, page, perPage, setPerPage, isFetching } = useListContext();
  const shown = (page - 1) * perPage + (data?.length ?? 0);
  if (total === undefined || shown >= total) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {ft('list.shown', { shown, total })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setPerPage(page * perPage + step)}
        disabled={isFetching}
        startIcon={isFetching ? <CircularProgress size={16} aria-label={ft('list.loadingMore')} /> : undefined}
      >
        {ft('list.loadMore')}
      </Button>
    </Box>
  );
}
