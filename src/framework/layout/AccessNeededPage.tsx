import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * What an administration address shows to a user who is no administrator: a page of its own, not
 * an error, with the way to their own area. It sends no request.
 */
export function AccessNeededPage() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.access.title')}
      </Typography>
      <Typography component="p" color="text.secondary" gutterBottom>
        {translate('app.access.message')}
      </Typography>
      <Button component={Link} to="/me/profile" variant="contained" sx={{ mt: 3 }}>
        {translate('app.access.ownArea')}
      </Button>
    </Box>
  );
}
