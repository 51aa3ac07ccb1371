import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLazyLoadError } from '../lazyModule';

/**
 * What the signed-in frame shows in place of a page that failed to render (react-admin Layout's
 * `error`): the app bar and menu stay. A part of the console that could not be downloaded (it
 * already reloaded once, see reloadOnceOnChunkError) says so and offers a reload; any other
 * render error says the page failed. Both texts are translated; no error details are shown.
 */
export function PageErrorScreen({ error }: { error?: unknown }) {
  const translate = useTranslate();
  const chunk = isLazyLoadError(error);
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate(chunk ? 'app.bootError.title' : 'app.errors.boundaryTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(chunk ? 'app.bootError.message' : 'ra.message.error')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate(chunk ? 'app.bootError.reload' : 'app.errors.retry')}
      </Button>
    </Box>
  );
}
