import { useState, type FormEvent } from 'react';
import { Alert, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../../api/contract/endpoints/publicEndpoints';
import { isEmail } from '../../api/contract/rules/isEmail';
import { useServices } from '../../framework/ServicesContext';
import { useHoldNavigation } from '../../framework/routing/NavigationGuardContext';
import { SubmitButton } from './SubmitButton';
import { useGuestCall } from './useGuestCall';

/**
 * Pre-registration while sign-up is paused: e-mail, name and a comments and notes field; then
 * "under review". Leaving with typed values not sent asks first.
 */
export function PreRegistrationForm() {
  const translate = useTranslate();
  const { client } = useServices();
  const [values, setValues] = useState({ email: '', name: '', comments: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { pending, error, fields, run } = useGuestCall();
  // Typed and not sent: leaving asks first (the sign-up's own rule).
  useHoldNavigation(Object.values(values).some((value) => value !== '') && !sent && !pending);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const problem = !email ? 'validation.required' : isEmail(email) ? null : 'validation.email';
    setInvalid(problem);
    if (problem) return;
    const data = {
      email,
      ...(values.name.trim() ? { name: values.name.trim() } : {}),
      ...(values.comments.trim() ? { comments: values.comments.trim() } : {}),
    };
    if (await run(() => client.call(publicEndpoints.preRegistration, { body: data }))) setSent(true);
  };
  if (sent)
    return (
      <Alert severity="success" role="status">
        {translate('guest.preRegistration.sent')}
      </Alert>
    );
  const emailError = invalid ?? fields.email;
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.target.value });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="info">{translate('guest.preRegistration.paused')}</Alert>
      <Typography color="text.secondary">{translate('guest.preRegistration.explain')}</Typography>
      <TextField
        name="email"
        type="email"
        required
        label={translate('guest.fields.email')}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={!!emailError}
        helperText={emailError ? translate(emailError) : undefined}
      />
      <TextField
        name="name"
        label={translate('guest.fields.name')}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
      />
      <TextField
        name="comments"
        label={translate('guest.preRegistration.comments')}
        multiline
        minRows={4}
        value={values.comments}
        onChange={set('comments')}
      />
      {error && !emailError && (
        <Alert severity="error" role="alert">
          {translate(error.key, error.args)}
        </Alert>
      )}
      <SubmitButton pending={pending}>{translate('guest.preRegistration.submit')}</SubmitButton>
    </Box>
  );
}
