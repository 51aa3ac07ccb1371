import { useMemo } from 'react';
import { Alert, Card, CardContent, LinearProgress } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { z } from 'zod/mini';
import { meEndpoints } from '../../api/contract/endpoints/meEndpoints';
import { formResolver } from '../../framework/resource/formResolver';
import { ruleHelperText } from '../../framework/fieldRules/FieldRuleHelp';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { MeFormToolbar } from '../../framework/myArea/MeFormToolbar';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { useMe, useSetMe } from '../../framework/myArea/useMe';
import { useMeSubmit } from '../../framework/myArea/useMeSubmit';
import { useSignInMode } from '../../framework/InitDataContext';
import { UnsavedChangesGuard } from '../../framework/routing/UnsavedChangesGuard';
import { useQueryClient } from '@tanstack/react-query';
import { IF_MATCH, versionTag } from '../../api/contract/precondition';
import { ConflictResolver } from '../../framework/conflicts/ConflictResolver';
import { FormConflictContext } from '../../framework/conflicts/FormConflictContext';
import { keepChanges } from '../../framework/conflicts/keepChanges';
import { useConflictState } from '../../framework/conflicts/useConflictState';
import { meQueryKey } from '../../framework/myArea/useMe';

/** The form's values of the current user. */
const profileOf = (user: { name?: unknown; email?: unknown; username?: unknown }) => ({
  name: (user.name as string | null | undefined) ?? '',
  email: (user.email as string | null | undefined) ?? '',
  username: (user.username as string | null | undefined) ?? '',
});

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
        meEndpoints.update.input,
      ),
    [simple],
  );
  const queryClient = useQueryClient();
  const conflict = useConflictState(() => queryClient.invalidateQueries({ queryKey: meQueryKey }));
  const id = me.data?.id ?? 'me';
  const bodyOf = (values: ProfileValues) =>
    simple
      ? { name: values.name.trim(), username: values.username?.trim() }
      : { name: values.name.trim(), email: values.email?.trim() };
  const submit = useMeSubmit<ProfileValues>(
    async (values) => {
      // The form shows once the user is read: its id names the call (`/internal-user/me` is another path).
      if (me.data?.id === undefined) return;
      const version = me.data.updated_at;
      const user = await client.call(meEndpoints.update, {
        params: { id: me.data.id },
        body: bodyOf(values),
        ...(version ? { headers: { [IF_MATCH]: versionTag(version) } } : {}),
      });
      setMe(user);
    },
    'me.profile.saved',
    {
      // Kept while on its way: a sign-out on the way offers it back after signing in.
      describe: (values) => ({
        resource: 'user',
        record: me.data?.name ?? me.data?.email ?? me.data?.username ?? '',
        action: 'update',
        fields: ['me.profile.name', simple ? 'me.profile.username' : 'me.profile.email'],
        send: { via: 'endpoint', endpoint: meEndpoints.update.name, params: { id: String(id) }, body: bodyOf(values) },
      }),
      onStale: (current) => conflict.raise(me.data ?? {}, current),
    },
  );
  const record = me.data ? profileOf(me.data) : undefined;
  const fields = useMemo(
    () =>
      ['name', simple ? 'username' : 'email'].map((source) => ({
        source,
        label: translate(`me.profile.${source}`),
      })),
    [simple, translate],
  );

  return (
    <MeFrame section="my_profile" title={translate('me.profile.title')}>
      <Card>
        <CardContent>
          {me.isPending && <LinearProgress aria-label={translate('me.loading')} />}
          {me.isError && (
            <Alert severity="error">{translate(errorMessage(me.error).key, errorMessage(me.error).args)}</Alert>
          )}
          {record && (
            <FormConflictContext.Provider value={conflict.state}>
              <SimpleForm
                record={record}
                resetOptions={keepChanges}
                resolver={resolver}
                onSubmit={submit as never}
                toolbar={<MeFormToolbar />}
                noValidate
                disabled={isDemo}
              >
                <ConflictResolver fields={fields} toForm={profileOf} />
                <TextInput
                  source="name"
                  label={translate('me.profile.name')}
                  autoComplete="name"
                  disabled={isDemo}
                  helperText={isDemo ? undefined : ruleHelperText(meEndpoints.update.input, 'name')}
                />
                {simple ? (
                  <TextInput
                    source="username"
                    label={translate('me.profile.username')}
                    autoComplete="username"
                    disabled={isDemo}
                    helperText={isDemo ? undefined : ruleHelperText(meEndpoints.update.input, 'username')}
                  />
                ) : (
                  <TextInput
                    source="email"
                    type="email"
                    label={translate('me.profile.email')}
                    autoComplete="email"
                    disabled={isDemo}
                    helperText={isDemo ? undefined : ruleHelperText(meEndpoints.update.input, 'email')}
                  />
                )}
                <UnsavedChangesGuard />
              </SimpleForm>
            </FormConflictContext.Provider>
          )}
        </CardContent>
      </Card>
    </MeFrame>
  );
}
