import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useServices } from '../../framework/ServicesContext';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useDemoInfo } from '../../framework/useDemoInfo';

/** Demo info page (`/demo`): what demo mode is, what is locked, when the data resets, the demo sign-in. */
export default function DemoInfoPage() {
  const translate = useTranslate();
  const { isDemo } = useServices();
  const demo = useDemoInfo();
  const [locale] = useLocaleState();
  const next = demo ? formatDateTime(demo.next_reset_at, locale) : null;
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 720, my: 4 }}>
      <Card>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {translate('guest.demo.title')}
          </Typography>
          <Typography paragraph>{translate('guest.demo.intro')}</Typography>
          <List>
            <ListItem>
              <ListItemText primary={translate('guest.demo.shared')} />
            </ListItem>
            <ListItem>
              <ListItemText primary={translate('guest.demo.lockedFeatures')} />
            </ListItem>
            <ListItem>
              <ListItemText
                primary={
                  demo ? translate('app.demo.notice', { hours: demo.reset_hours }) : translate('guest.demo.short')
                }
                secondary={next ? translate('app.demo.nextReset', { time: next }) : undefined}
              />
            </ListItem>
          </List>
          <Typography color="text.secondary">
            {isDemo && demo?.account
              ? translate('app.signIn.demoHint', { email: demo.account.login, password: demo.account.password })
              : translate('guest.demo.where')}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
