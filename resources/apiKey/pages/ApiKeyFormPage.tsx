import { useMemo } from 'react';
import { Alert, Card, CardContent, LinearProgress } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { SimpleForm, TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiKeyEndpoints } from '../../../src/api/contract/endpoints/accountEndpoints';
import { formResolver } from '../../../src/framework/resource/formResolver';
import { ruleHelperText } from '../../../src/framework/fieldRules/FieldRuleHelp';
import { useServices } from '../../../src/framework/ServicesContext';
import { raQueryKeys } from '../../../src/framework/internals/raQueryKeys';
import { errorMessage } from '../../../src/providers/errorMessage';
import { MeFormToolbar } from '../../../src/framework/myArea/MeFormToolbar';
import { MeFrame } from '../../../src/framework/myArea/MeFrame';
import { useMeSubmit } from '../../../src/framework/myArea/useMeSubmit';
import { apiKeysQueryKey } from '../apiKeyQueries';
import { revealKey } from '../revealedKey';
import { UnsavedChangesGuard } from '../../../src/framework/routing/UnsavedChangesGuard';
import { IF_MATCH, versionTag } from '../../../src/api/contract/precondition';
import { ConflictResolver } from '../../../src/framework/conflicts/ConflictResolver';
import { FormConflictContext } from '../../../src/framework/conflicts/FormConflictContext';
import { keepChanges } from '../../../src/framework/conflicts/keepChanges';
import { useConflictState } from '../../../src/framework/conflicts/useConflictState';

const noteOf = (key: { note?: unknown }) => ({ note: (key.note as string | null | undefined) ?? '' });

const NoteForm = z.object({ note: z.optional(z.nullable(z.string())) });

/**
 * me/api/create (internal-api-key_create) and me/api/update/{id} (internal-api-key_update): one
 * optional note. Creating returns to my_api, which shows the new key once.
 */
export default function ApiKeyFormPage() {
  const translate = useTranslate();
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resource = useResourceContext();
  const { client, isDemo } = useServices();
  const call = id === undefined ? apiKeyEndpoints.create : apiKeyEndpoints.update;
  const resolver = useMemo(() => formResolver(NoteForm, call.input), [call]);
  const existing = useQuery({
    queryKey: [...apiKeysQueryKey, id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => client.call(apiKeyEndpoints.get, { params: { id: id ?? '' }, signal }),
  });
  const conflict = useConflictState(() => queryClient.invalidateQueries({ queryKey: [...apiKeysQueryKey, id] }));
  const fields = useMemo(() => [{ source: 'note', label: translate('me.api.fields.note') }], [translate]);
  const submit = useMeSubmit<{ note?: string | null }>(
    async ({ note }) => {
      const data = { note: note?.trim() ? note.trim() : null };
      if (id === undefined) {
        const created = await client.call(apiKeyEndpoints.create, { body: data });
        revealKey({ id: created.data.id, name: created.data.name, key: created.data.key });
      } else {
        const version = existing.data?.updated_at;
        await client.call(apiKeyEndpoints.update, {
          params: { id },
          body: data,
          ...(version ? { headers: { [IF_MATCH]: versionTag(version) } } : {}),
        });
      }
      await queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
      // The generic list (myApiList: generic) reads the keys through react-admin's resource queries.
      if (resource) await queryClient.invalidateQueries({ queryKey: raQueryKeys.resource(resource) });
      navigate('/me/api');
    },
    id === undefined ? 'me.api.created' : 'me.api.updated',
    {
      onStale: (current) => conflict.raise(existing.data ?? {}, current),
      // An edited note is kept while on its way: a sign-out on the way offers it back after signing in.
      describe: ({ note }) =>
        id === undefined
          ? undefined
          : {
              resource: 'apiKey',
              record: existing.data?.name ?? id,
              action: 'update',
              fields: ['me.api.fields.note'],
              send: {
                via: 'endpoint',
                endpoint: apiKeyEndpoints.update.name,
                params: { id },
                body: { note: note?.trim() ? note.trim() : null },
              },
            },
    },
  );
  const title = translate(id === undefined ? 'me.api.createTitle' : 'me.api.editTitle', {
    name: existing.data?.name ?? '',
  });
  const ready = id === undefined || existing.data;
  return (
    <MeFrame
      section="my_api"
      title={title}
      crumb={translate(id === undefined ? 'me.api.createCrumb' : 'me.api.editCrumb')}
    >
      <Card>
        <CardContent>
          {id !== undefined && existing.isPending && <LinearProgress aria-label={translate('me.loading')} />}
          {existing.isError && (
            <Alert severity="error">
              {translate(errorMessage(existing.error).key, errorMessage(existing.error).args)}
            </Alert>
          )}
          {ready && (
            <FormConflictContext.Provider value={conflict.state}>
              <SimpleForm
                record={noteOf(existing.data ?? {})}
                resetOptions={keepChanges}
                resolver={resolver}
                onSubmit={submit as never}
                toolbar={<MeFormToolbar />}
                noValidate
                disabled={isDemo}
              >
                <ConflictResolver fields={fields} toForm={noteOf} />
                <TextInput
                  source="note"
                  label={translate('me.api.fields.note')}
                  multiline
                  minRows={3}
                  fullWidth
                  disabled={isDemo}
                  helperText={
                    isDemo
                      ? translate('me.api.noteHelp')
                      : ruleHelperText(call.input, 'note', translate('me.api.noteHelp'))
                  }
                />
                <UnsavedChangesGuard />
              </SimpleForm>
            </FormConflictContext.Provider>
          )}
        </CardContent>
      </Card>
    </MeFrame>
  );
}
