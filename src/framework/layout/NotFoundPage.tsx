import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** error_404: every unknown path and /page-not-found. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {translate('app.notFound.title')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {translate('app.notFound.message')}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
        {translate('app.notFound.back')}
      </Button>
    </Box>
  );
}
