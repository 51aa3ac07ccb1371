import { keepChanges } from '../../../src/framework/conflicts/keepChanges';
import { z } from 'zod/mini';
import { signingKeyIssues } from '../signingKeyIssues';
import { useMemo } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import type { AuthType } from '../../../src/api/contract/authType';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { formResolver } from '../../../src/framework/resource/formResolver';
import { isHsAlgorithm } from '../../../src/api/contract/rules/isHsAlgorithm';
import { CredentialsStatus } from './CredentialsStatus';
import { useAuthTypePatch } from './useAuthTypePatch';
import { SecretKeyInput } from '../keys/SecretKeyInput';
import { PrivateKeyInput } from '../keys/PrivateKeyInput';
import { PublicKeyInput } from '../keys/PublicKeyInput';
import { UnsavedChangesGuard } from '../../../src/framework/routing/UnsavedChangesGuard';
import { ConflictResolver } from '../../../src/framework/conflicts/ConflictResolver';
import { FormConflictContext } from '../../../src/framework/conflicts/FormConflictContext';

// The keys are never read back: a conflict names when they were last set elsewhere.
const keysSet = (record: Record<string, unknown>) => ({ credentials_updated_at: record.credentials_updated_at });

/** The credentials of the algorithm, required and fitting it (`signingKeyBreaks`, as the API checks them). */
const credentialsForm = (algorithm: unknown) =>
  z
    .object({
      secret_key: z.optional(z.string()),
      public_key: z.optional(z.string()),
      private_key: z.optional(z.string()),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of signingKeyIssues(algorithm, values, true))
          ctx.issues.push({ code: 'custom', input: values, path: [field], message });
      }),
    );

/** The credentials form of a jwt or social type: a secret key (HS) or a key pair, saved undoably. */
export function AuthTypeCredentialsForm({ authType }: { authType: AuthType }) {
  const translate = useTranslate();
  const hs = isHsAlgorithm(authType.details.algorithm);
  const algorithm = authType.details.algorithm;
  const resolver = useMemo(
    () => formResolver(credentialsForm(algorithm), authTypeEndpoints.credentials.input),
    [algorithm],
  );
  const { submit, conflict } = useAuthTypePatch(
    authType,
    authTypeEndpoints.credentials,
    'adminPages.authType.credentials.saved',
    { labelKey: (field) => `resources.authType.fields.${field}` },
  );
  const label = (field: string) => translate(`resources.authType.fields.${field}`);
  const conflictFields = useMemo(
    () => [{ source: 'credentials_updated_at', label: translate('adminPages.authType.credentials.lastSet') }],
    [translate],
  );
  return (
    <Card>
      <CardContent>
        <CredentialsStatus authType={authType} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(
            hs ? 'adminPages.authType.credentials.secretInfo' : 'adminPages.authType.credentials.keyPairInfo',
            {
              algorithm: authType.details.algorithm ?? 'HS256',
            },
          )}
        </Typography>
        {/* Its fields line up with the text above them: the card already has the padding. */}
        <FormConflictContext.Provider value={conflict}>
          <SimpleForm
            sx={{ px: 0 }}
            resetOptions={keepChanges}
            resolver={resolver}
            onSubmit={submit}
            noValidate
            mode="onSubmit"
            reValidateMode="onChange"
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          >
            <ConflictResolver fields={conflictFields} toForm={keysSet} />
            {hs ? (
              <SecretKeyInput source="secret_key" label={label('secret_key')} algorithm={algorithm ?? null} required />
            ) : (
              <>
                <PublicKeyInput
                  source="public_key"
                  label={label('public_key')}
                  algorithm={algorithm ?? null}
                  required
                />
                <PrivateKeyInput source="private_key" label={label('private_key')} required />
              </>
            )}
            <UnsavedChangesGuard />
          </SimpleForm>
        </FormConflictContext.Provider>
      </CardContent>
    </Card>
  );
}
