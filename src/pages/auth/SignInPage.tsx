import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signInWithPassword } from '../../providers/signInWithPassword';
import { useServices } from '../../framework/ServicesContext';
import { SocialButtons } from '../../framework/socialLogin/SocialButtons';
import { LeanTextField } from '../../framework/internals/redrawn/LeanTextField';
import { useDemoInfo } from '../../framework/useDemoInfo';
import { useSignInMode } from '../../framework/InitDataContext';

/**
 * Sign-in for guests at `/`. E-mail and password (username in simple sign-in mode). A failure
 * keeps what was typed and shows the spec's message; success lands on the dashboard.
 */
export function SignInPage() {
  const translate = useTranslate();
  const services = useServices();
  const { config, isDemo } = services;
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const simple = useSignInMode() === 'simple';
  const [username, setUsername] = useState('');
  // The demo organization's shared account comes with its init data: shown, and its login typed in
  // unless the visitor already typed something.
  const demoAccount = useDemoInfo()?.account;
  useEffect(() => {
    if (demoAccount) setUsername((typed) => typed || demoAccount.login);
  }, [demoAccount]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      // Back to the screen a deep link asked for; navigating and storing the session in the same
      // tick lets the admin shell open directly there.
      await signInWithPassword(services, username.trim(), password, () => {
        if (from) navigate(from, { replace: true });
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'app.errors.unknown');
      setPending(false);
    }
  };

  return (
    <Card
      component="section"
      sx={{ width: '100%', maxWidth: 420, mt: { xs: 4, sm: 10 } }}
      aria-labelledby="sign-in-title"
    >
      <CardContent sx={{ p: 4 }}>
        <Typography id="sign-in-title" variant="h4" component="h1" gutterBottom>
          {translate('app.signIn.title')}
        </Typography>
        {demoAccount && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.signIn.demoHint', { email: demoAccount.login, password: demoAccount.password })}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <LeanTextField
            label={translate(simple ? 'app.signIn.username' : 'app.signIn.email')}
            name="username"
            type={simple ? 'text' : 'email'}
            autoComplete={simple ? 'username' : 'email'}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
            autoFocus
            fullWidth
          />
          <LeanTextField
            label={translate('app.signIn.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert">
              {translate(error)}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending || !username || !password}>
            {pending ? (
              <CircularProgress size={24} color="inherit" aria-label={translate('app.signIn.signingIn')} />
            ) : (
              translate('app.signIn.submit')
            )}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {!config.disabledRoutes.includes('password_recovery') && (
            <MuiLink component={Link} to="/password-recovery">
              {translate('app.signIn.forgotPassword')}
            </MuiLink>
          )}
          {config.signUp.enabled && !config.disabledRoutes.includes('sign_up') && (
            <MuiLink component={Link} to="/sign-up">
              {translate('app.signIn.signUp')}
            </MuiLink>
          )}
        </Box>
        {!isDemo && (
          <Box sx={{ mt: 2 }}>
            <SocialButtons intent="sign-in" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
