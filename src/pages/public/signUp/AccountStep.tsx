import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { providerName } from '../../../framework/socialLogin/socialIntent';
import { SocialButtons } from '../../../framework/socialLogin/SocialButtons';
import { FormField } from './FormField';
import { usePasswordRulesHint } from '../../../framework/usePasswordRulesHint';
import { usePasswordConfig } from '../../../framework/InitDataContext';

export type AccountValues = { name: string; email: string; password: string };

/** Step 1, the user section: e-mail and password (with a name, and every password rule of the init data), or a social account. */
export function AccountStep({
  values,
  onChange,
  errors,
  social,
  onForgetSocial,
}: {
  values: AccountValues;
  onChange: (values: AccountValues) => void;
  errors: Record<string, string>;
  social: { provider: string } | null;
  onForgetSocial: () => void;
}) {
  const translate = useTranslate();
  const passwordHint = usePasswordRulesHint(usePasswordConfig());
  if (social)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Alert severity="success">
          {translate('guest.signUp.account.social', { provider: providerName(social.provider) })}
        </Alert>
        {errors['user.access_token'] && (
          <Alert severity="error" role="alert">
            {translate(errors['user.access_token'])}
          </Alert>
        )}
        <Button onClick={onForgetSocial}>{translate('guest.signUp.account.useEmail')}</Button>
      </Box>
    );
  const set = (key: keyof AccountValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('guest.signUp.account.explain')}</Typography>
      <FormField
        name="name"
        label={translate('guest.fields.name')}
        autoComplete="name"
        required={false}
        value={values.name}
        onChange={set('name')}
        errorKey={errors['user.name']}
      />
      <FormField
        name="email"
        type="email"
        label={translate('guest.fields.email')}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        errorKey={errors['user.email']}
      />
      <FormField
        name="password"
        type="password"
        label={translate('guest.fields.password')}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        errorKey={errors['user.password']}
        helperText={passwordHint}
      />
      <SocialButtons intent="sign-up" label="guest.social.signUpWith" />
    </Box>
  );
}
