import { useState } from 'react';
import { Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useStore, useTranslate } from 'react-admin';
import { useServices } from '../../framework/ServicesContext';

/**
 * Cookie notice: the console keeps the session, language, theme and table preferences in the
 * browser's storage. Shown until acknowledged; the choice is remembered in the store.
 */
export function CookieNotice() {
  const translate = useTranslate();
  const { config } = useServices();
  const [accepted, setAccepted] = useStore<boolean>('cookieNotice.accepted', false);
  const [hidden, setHidden] = useState(false);
  if (accepted || hidden) return null;
  return (
    <Paper
      component="aside"
      role="region"
      aria-label={translate('guest.cookies.label')}
      elevation={6}
      sx={{
        m: 2,
        maxWidth: 720,
        alignSelf: 'center',
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
        {translate('guest.cookies.text')}{' '}
        {'privacy' in config.staticPages && (
          <MuiLink component={Link} to="/privacy">
            {translate('guest.static.privacy')}
          </MuiLink>
        )}
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          setAccepted(true);
          setHidden(true);
        }}
      >
        {translate('guest.cookies.accept')}
      </Button>
    </Paper>
  );
}
