import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices, useSignedIn } from '../../framework/ServicesContext';
import { GuestCard } from './GuestCard';

/** /test (test): a check page for operators — the console is up, with its runtime settings (no secret). */
export default function TestPage() {
  const translate = useTranslate();
  const { config, baseUrl, subdomain, isDemo } = useServices();
  const signedIn = useSignedIn();
  const rows: [string, string][] = [
    ['guest.test.name', config.name],
    ['guest.test.env', config.env],
    ['guest.test.api', baseUrl],
    ['guest.test.organization', subdomain ?? '—'],
    ['guest.test.demo', translate(isDemo ? 'guest.test.yes' : 'guest.test.no')],
    ['guest.test.signedIn', translate(signedIn ? 'guest.test.yes' : 'guest.test.no')],
  ];
  return (
    <GuestCard title={translate('guest.test.title')}>
      <Typography role="status">{translate('guest.test.ok')}</Typography>
      <List dense>
        {rows.map(([label, value]) => (
          <ListItem key={label}>
            <ListItemText primary={translate(label)} secondary={value} />
          </ListItem>
        ))}
      </List>
    </GuestCard>
  );
}
