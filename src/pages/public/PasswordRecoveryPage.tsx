import { useState, type FormEvent } from 'react';
import { Alert, Box, Link as MuiLink, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../../api/contract/endpoints/publicEndpoints';
import { isEmail } from '../../api/contract/rules/isEmail';
import { useServices } from '../../framework/ServicesContext';
import { GuestCard } from './GuestCard';
import { SubmitButton } from './SubmitButton';
import { useGuestCall } from './useGuestCall';

/** Password recovery request: always the neutral answer, whether or not the account exists (SPEC §8). */
export default function PasswordRecoveryPage() {
  const translate = useTranslate();
  const { client } = useServices();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { pending, error, fields, run } = useGuestCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setInvalid(!value ? 'validation.required' : isEmail(value) ? null : 'validation.email');
    if (!value || !isEmail(value)) return;
    const answer = await run(() => client.call(publicEndpoints.passwordRemind, { body: { email: value } }));
    if (answer) setSent(true);
  };
  const fieldError = invalid ?? fields.email ?? null;
  return (
    <GuestCard title={translate('guest.recovery.title')}>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('guest.recovery.sent')}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography color="text.secondary">{translate('guest.recovery.explain')}</Typography>
          <TextField
            label={translate('guest.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!fieldError}
            helperText={fieldError ? translate(fieldError) : undefined}
          />
          {error && !fieldError && (
            <Alert severity="error" role="alert">
              {translate(error.key, error.args)}
            </Alert>
          )}
          <SubmitButton pending={pending}>{translate('guest.recovery.submit')}</SubmitButton>
        </Box>
      )}
      <MuiLink component={Link} to="/">
        {translate('guest.backToSignIn')}
      </MuiLink>
    </GuestCard>
  );
}
