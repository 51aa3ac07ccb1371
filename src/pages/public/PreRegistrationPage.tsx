import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { GuestCard } from './GuestCard';
import { PreRegistrationForm } from './PreRegistrationForm';

/** /pre-registration: the pre-registration form on its own page. */
export default function PreRegistrationPage() {
  const translate = useTranslate();
  return (
    <GuestCard title={translate('guest.preRegistration.title')} wide>
      <PreRegistrationForm />
      <MuiLink component={Link} to="/">
        {translate('guest.backToSignIn')}
      </MuiLink>
    </GuestCard>
  );
}
