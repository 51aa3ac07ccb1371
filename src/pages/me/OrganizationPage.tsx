import { useMemo } from 'react';
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { organizationEndpoints } from '../../api/contract/endpoints/accountEndpoints';
import { formResolver } from '../../framework/resource/formResolver';
import { ruleHelperText } from '../../framework/fieldRules/FieldRuleHelp';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { MeFormToolbar } from '../../framework/myArea/MeFormToolbar';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { meQueryKey } from '../../framework/myArea/useMe';
import { useMeSubmit } from '../../framework/myArea/useMeSubmit';
import { UnsavedChangesGuard } from '../../framework/routing/UnsavedChangesGuard';
import { IF_MATCH, versionTag } from '../../api/contract/precondition';
import { ConflictResolver } from '../../framework/conflicts/ConflictResolver';
import { FormConflictContext } from '../../framework/conflicts/FormConflictContext';
import { keepChanges } from '../../framework/conflicts/keepChanges';
import { useConflictState } from '../../framework/conflicts/useConflictState';

const nameOf = (organization: { name?: unknown }) => ({ name: organization.name });

const organizationKey = ['me', 'organization'] as const;

/** me/organization (my_organization): the organization's name; its domain (chosen at sign-up) is shown read-only. */
export default function OrganizationPage() {
  const translate = useTranslate();
  const { client, config, isDemo } = useServices();
  const queryClient = useQueryClient();
  const organization = useQuery({
    queryKey: organizationKey,
    queryFn: ({ signal }) => client.call(organizationEndpoints.get, { signal }),
  });
  const resolver = useMemo(
    () =>
      formResolver(z.object({ name: z.string().check(z.trim(), z.minLength(1)) }), organizationEndpoints.update.input),
    [],
  );
  const conflict = useConflictState(() => queryClient.invalidateQueries({ queryKey: organizationKey }));
  const submit = useMeSubmit<{ name: string }>(
    async (values) => {
      const version = organization.data?.updated_at;
      const saved = await client.call(organizationEndpoints.update, {
        body: { name: values.name.trim() },
        ...(version ? { headers: { [IF_MATCH]: versionTag(version) } } : {}),
      });
      queryClient.setQueryData(organizationKey, saved);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    'me.organization.saved',
    {
      // Kept while on its way: a sign-out on the way offers it back after signing in.
      describe: (values) => ({
        resource: 'organization',
        label: 'me.organization.title',
        record: organization.data?.name ?? '',
        action: 'update',
        fields: ['me.organization.name'],
        send: {
          via: 'endpoint',
          endpoint: organizationEndpoints.update.name,
          params: {},
          body: { name: values.name.trim() },
        },
      }),
      onStale: (current) => conflict.raise(organization.data ?? {}, current),
    },
  );
  const fields = useMemo(() => [{ source: 'name', label: translate('me.organization.name') }], [translate]);

  return (
    <MeFrame section="my_organization" title={translate('me.organization.title')}>
      <Card>
        <CardContent>
          {organization.isPending && <LinearProgress aria-label={translate('me.loading')} />}
          {organization.isError && (
            <Alert severity="error">
              {translate(errorMessage(organization.error).key, errorMessage(organization.error).args)}
            </Alert>
          )}
          {organization.data && (
            <>
              <Typography color="text.secondary" sx={{ px: 2 }}>
                {translate('me.organization.domain', {
                  domain: `${organization.data.domain}.${config.platformDomain}`,
                })}
              </Typography>
              <FormConflictContext.Provider value={conflict.state}>
                <SimpleForm
                  record={{ name: organization.data.name }}
                  resetOptions={keepChanges}
                  resolver={resolver}
                  onSubmit={submit as never}
                  toolbar={<MeFormToolbar />}
                  noValidate
                  disabled={isDemo}
                >
                  <ConflictResolver fields={fields} toForm={nameOf} />
                  <TextInput
                    source="name"
                    label={translate('me.organization.name')}
                    disabled={isDemo}
                    helperText={isDemo ? undefined : ruleHelperText(organizationEndpoints.update.input, 'name')}
                  />
                  <UnsavedChangesGuard />
                </SimpleForm>
              </FormConflictContext.Provider>
            </>
          )}
        </CardContent>
      </Card>
    </MeFrame>
  );
}
