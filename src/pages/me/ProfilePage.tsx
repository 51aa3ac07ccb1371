import { useMemo } from 'react';
import { Alert, Card, CardContent, LinearProgress } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { z } from 'zod/mini';
import { meEndpoints } from '../../api/contract/endpoints/meEndpoints';
import { formResolver } from '../../framework/resource/formResolver';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { MeFormToolbar } from '../../framework/myArea/MeFormToolbar';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { useMe, useSetMe } from '../../framework/myArea/useMe';
import { useMeSubmit } from '../../framework/myArea/useMeSubmit';
import { useSignInMode } from '../../framework/InitDataContext';
import { UnsavedChangesGuard } from '../../framework/routing/UnsavedChangesGuard';

type ProfileValues = { name: string; email?: string; username?: string };

/** me/profile (my_profile): full name and, by sign-in mode, the username (simple) or the e-mail. */
export default function ProfilePage() {
  const translate = useTranslate();
  const { client, isDemo } = useServices();
  const me = useMe();
  const setMe = useSetMe();
  const simple = useSignInMode() === 'simple';
  const resolver = useMemo(
    () =>
      formResolver(
        simple
          ? z.object({
              name: z.string().check(z.trim(), z.minLength(1)),
              username: z.string().check(z.trim(), z.minLength(1)),
            })
          : z.object({ name: z.string().check(z.trim(), z.minLength(1)), email: z.email() }),
      ),
    [simple],
  );
  const submit = useMeSubmit<ProfileValues>(async (values) => {
    const data = simple
      ? { name: values.name.trim(), username: values.username?.trim() }
      : { name: values.name.trim(), email: values.email?.trim() };
    // The form shows once the user is read: its id names the call (`/internal-user/me` is another path).
    const id = me.data?.id;
    if (id === undefined) return;
    const user = await client.call(meEndpoints.update, { params: { id }, body: data });
    setMe(user);
  }, 'me.profile.saved');
  const record = me.data
    ? { name: me.data.name ?? '', email: me.data.email ?? '', username: me.data.username ?? '' }
    : undefined;

  return (
    <MeFrame section="my_profile" title={translate('me.profile.title')}>
      <Card>
        <CardContent>
          {me.isPending && <LinearProgress aria-label={translate('me.loading')} />}
          {me.isError && (
            <Alert severity="error">{translate(errorMessage(me.error).key, errorMessage(me.error).args)}</Alert>
          )}
          {record && (
            <SimpleForm
              record={record}
              resolver={resolver}
              onSubmit={submit as never}
              toolbar={<MeFormToolbar />}
              noValidate
              disabled={isDemo}
            >
              <TextInput source="name" label={translate('me.profile.name')} autoComplete="name" disabled={isDemo} />
              {simple ? (
                <TextInput
                  source="username"
                  label={translate('me.profile.username')}
                  autoComplete="username"
                  disabled={isDemo}
                />
              ) : (
                <TextInput
                  source="email"
                  type="email"
                  label={translate('me.profile.email')}
                  autoComplete="email"
                  disabled={isDemo}
                />
              )}
              <UnsavedChangesGuard />
            </SimpleForm>
          )}
        </CardContent>
      </Card>
    </MeFrame>
  );
}
