import { Alert, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../../../framework/ServicesContext';
import { GuestCard } from '../GuestCard';

/** The sign-up success message: where the new organization's console is, and the e-mail to expect. */
export function SignUpDone({ domain }: { domain: string }) {
  const translate = useTranslate();
  const { config } = useServices();
  const { protocol, port } = window.location;
  const address = `${protocol}//${domain}.${config.platformDomain}${port ? `:${port}` : ''}/`;
  return (
    <GuestCard title={translate('guest.signUp.doneTitle')}>
      <Alert severity="success" role="status">
        {translate('guest.signUp.done')}
      </Alert>
      <Typography>{translate('guest.signUp.doneWhere')}</Typography>
      <Link href={address}>{address}</Link>
    </GuestCard>
  );
}
