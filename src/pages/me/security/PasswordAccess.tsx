import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  DialogContentText,
  Stack,
  Typography,
} from '@mui/material';
import { PasswordInput, SimpleForm, useTranslate } from 'react-admin';
import { meEndpoints } from '../../../api/contract/endpoints/meEndpoints';
import type { CurrentUser } from '../../../api/contract/me';
import { formResolver } from '../../../framework/resource/formResolver';
import { useServices } from '../../../framework/ServicesContext';
import { MeFormToolbar } from '../../../framework/myArea/MeFormToolbar';
import { useSetMe } from '../../../framework/myArea/useMe';
import { useMeSubmit } from '../../../framework/myArea/useMeSubmit';
import { passwordChangeForm, passwordLoginForm } from './passwordSchemas';
import { usePasswordConfig } from '../../../framework/InitDataContext';
import { usePasswordRulesHint } from '../../../framework/usePasswordRulesHint';
import { useSecurityAction } from './useSecurityAction';
import { DestructiveConfirm } from '../../../framework/layout/DestructiveConfirm';
import { UnsavedChangesGuard } from '../../../framework/routing/UnsavedChangesGuard';

type PasswordValues = { current_password?: string; password: string; repeat: string };

/**
 * Username/password access: with a password, the password change form and its removal (asks for
 * confirmation; disabled, saying why, when it is the last login method); without one, the form that
 * creates it.
 */
export function PasswordAccess({ me, loginMethods }: { me: CurrentUser; loginMethods: number }) {
  const translate = useTranslate();
  const { client, isDemo } = useServices();
  const setMe = useSetMe();
  const [formKey, setFormKey] = useState(0);
  const [confirm, setConfirm] = useState(false);
  const { pending, error, setError, run } = useSecurityAction();
  const hasPassword = me.has_password !== false;
  // SPEC §4: at least one login method always remains.
  const lastMethod = loginMethods <= 1;
  const passwordConfig = usePasswordConfig();
  const rulesHint = usePasswordRulesHint(passwordConfig);
  const resolver = useMemo(
    () =>
      hasPassword
        ? formResolver(passwordChangeForm(passwordConfig), meEndpoints.changePassword.input)
        : formResolver(passwordLoginForm(passwordConfig), meEndpoints.passwordLoginCreate.input),
    [hasPassword, passwordConfig],
  );

  const submit = useMeSubmit<PasswordValues>(
    async (values) => {
      if (hasPassword) {
        const body = {
          current_password: values.current_password ?? '',
          password: values.password,
          repeat: values.repeat,
        };
        await client.call(meEndpoints.changePassword, { params: { id: me.id }, body });
      } else {
        setMe(
          await client.call(meEndpoints.passwordLoginCreate, {
            body: { password: values.password, repeat: values.repeat },
          }),
        );
      }
      setFormKey((key) => key + 1); // empty fields after success
    },
    hasPassword ? 'me.security.password.changed' : 'me.security.password.created',
  );

  const remove = () => {
    setConfirm(false);
    if (loginMethods <= 1) return setError({ key: 'server.lastLoginMethod' });
    void run('remove', async () => {
      setMe(await client.call(meEndpoints.passwordLoginDelete));
    });
  };

  return (
    <Card component="section" aria-labelledby="password-access-title">
      <CardContent>
        <Typography id="password-access-title" variant="h6" component="h2">
          {translate('me.security.password.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate(hasPassword ? 'me.security.password.enabled' : 'me.security.password.disabled')}
        </Typography>
        {isDemo && <Alert severity="info">{translate('app.demo.locked')}</Alert>}
        {/* Its fields line up with the text above them: the card already has the padding. */}
        <SimpleForm
          sx={{ px: 0 }}
          key={`${formKey}-${hasPassword}`}
          resolver={resolver}
          onSubmit={submit as never}
          noValidate
          disabled={isDemo}
          toolbar={
            <MeFormToolbar label={hasPassword ? 'me.security.password.change' : 'me.security.password.create'} />
          }
        >
          {hasPassword && (
            <PasswordInput
              source="current_password"
              label={translate('me.security.password.current')}
              autoComplete="current-password"
              disabled={isDemo}
            />
          )}
          <PasswordInput
            source="password"
            label={translate('me.security.password.new')}
            autoComplete="new-password"
            helperText={rulesHint}
            disabled={isDemo}
          />
          <PasswordInput
            source="repeat"
            label={translate('me.security.password.repeat')}
            autoComplete="new-password"
            disabled={isDemo}
          />
          <UnsavedChangesGuard />
        </SimpleForm>
        {hasPassword && (
          <Box sx={{ px: 2 }}>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                {translate(error.key, error.args)}
              </Alert>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                color="error"
                variant="outlined"
                disabled={isDemo || pending !== null || lastMethod}
                onClick={() => setConfirm(true)}
                startIcon={pending ? <CircularProgress size={16} aria-hidden /> : undefined}
                {...(lastMethod ? { 'aria-describedby': 'password-remove-last' } : {})}
              >
                {translate('me.security.password.remove')}
              </Button>
              {lastMethod && (
                <Typography id="password-remove-last" variant="body2" color="text.secondary">
                  {translate('server.lastLoginMethod')}
                </Typography>
              )}
            </Stack>
          </Box>
        )}
      </CardContent>
      <DestructiveConfirm
        open={confirm}
        title={translate('me.security.password.confirmTitle')}
        confirmLabel={translate('me.security.password.removeShort')}
        onConfirm={remove}
        onClose={() => setConfirm(false)}
      >
        <DialogContentText>{translate('me.security.irreversible')}</DialogContentText>
      </DestructiveConfirm>
    </Card>
  );
}
