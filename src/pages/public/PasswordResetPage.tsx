import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, CircularProgress, Link as MuiLink, TextField } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../../api/contract/endpoints/publicEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { GuestCard } from './GuestCard';
import { SocialButtons } from '../../framework/socialLogin/SocialButtons';
import { SubmitButton } from './SubmitButton';
import { useGuestCall } from './useGuestCall';
import { usePasswordConfig } from '../../framework/InitDataContext';
import { passwordProblem } from '../../framework/passwordProblem';
import { usePasswordRulesHint } from '../../framework/usePasswordRulesHint';
import { readMessage } from '../../providers/messageWithArgs';
import { errorMessage } from '../../providers/errorMessage';

/**
 * /password-reset?code=… (password_reset): 'Reset password', a new-password form (e-mail and
 * password, its rules beside it) and the social sign-in option. The code is checked when the page
 * opens: an invalid or expired link says so at once and offers a new one.
 */
export default function PasswordResetPage() {
  const translate = useTranslate();
  const { client } = useServices();
  const passwordConfig = usePasswordConfig();
  const rulesHint = usePasswordRulesHint(passwordConfig);
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [values, setValues] = useState({ email: '', password: '' });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const { pending, error, fields, run } = useGuestCall();
  // The link's code, asked about once when the page opens (the form's answer may say so again).
  const [checked, setChecked] = useState<'pending' | 'valid' | 'invalid'>(code ? 'pending' : 'invalid');
  useEffect(() => {
    if (!code) return;
    let current = true;
    client.call(publicEndpoints.passwordResetCheck, { query: { code } }).then(
      () => current && setChecked('valid'),
      (failure: unknown) =>
        current && setChecked(errorMessage(failure).key === 'server.resetLinkInvalid' ? 'invalid' : 'valid'),
    );
    return () => {
      current = false;
    };
  }, [client, code]);
  const linkInvalid = checked === 'invalid' || error?.key === 'server.resetLinkInvalid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => !v.trim())
        .map(([k]) => [k, 'validation.required']),
    );
    const problem = empty.password ? undefined : passwordProblem(values.password, passwordConfig);
    const found = problem ? { ...empty, password: problem } : empty;
    setMissing(found);
    if (Object.keys(found).length) return;
    const answer = await run(() =>
      client.call(publicEndpoints.passwordReset, {
        body: { code, email: values.email.trim(), password: values.password },
      }),
    );
    if (answer) setDone(true);
  };
  const fieldError = (name: 'email' | 'password') => missing[name] ?? fields[name];
  const translateMessage = (message: string) => {
    const { key, args } = readMessage(message);
    return translate(key, args);
  };

  return (
    <GuestCard title={translate('guest.reset.title')}>
      {checked === 'pending' ? (
        <CircularProgress aria-label={translate('guest.loading')} />
      ) : done ? (
        <Alert severity="success" role="status">
          {translate('guest.reset.done')}
        </Alert>
      ) : linkInvalid ? (
        <Alert severity="error" role="alert">
          {translate('server.resetLinkInvalid')}{' '}
          <MuiLink component={Link} to="/password-recovery">
            {translate('guest.reset.requestNew')}
          </MuiLink>
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {(['email', 'password'] as const).map((name) => (
            <TextField
              key={name}
              name={name}
              required
              label={translate(name === 'email' ? 'guest.fields.email' : 'guest.fields.newPassword')}
              type={name}
              autoComplete={name === 'email' ? 'email' : 'new-password'}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              error={!!fieldError(name)}
              helperText={
                fieldError(name)
                  ? translateMessage(fieldError(name) ?? '')
                  : name === 'password'
                    ? rulesHint
                    : undefined
              }
            />
          ))}
          {error && (
            <Alert severity="error" role="alert">
              {translate(error.key, error.args)}
            </Alert>
          )}
          <SubmitButton pending={pending}>{translate('guest.reset.submit')}</SubmitButton>
        </Box>
      )}
      {!done && <SocialButtons intent="sign-in" />}
      <MuiLink component={Link} to="/">
        {translate('guest.backToSignIn')}
      </MuiLink>
    </GuestCard>
  );
}
