import { useMemo } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { z } from 'zod/mini';
import type { AuthType } from '../../../src/api/contract/authType';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { formResolver } from '../../../src/framework/resource/formResolver';
import { isHsAlgorithm } from '../../../src/api/contract/rules/isHsAlgorithm';
import { AuthTypeFrame } from './AuthTypeFrame';
import { useAuthTypePatch } from './useAuthTypePatch';

const SecretForm = z.object({ secret_key: z.string().check(z.trim(), z.minLength(1)) });
const KeyPairForm = z.object({
  public_key: z.string().check(z.trim(), z.minLength(1)),
  private_key: z.string().check(z.trim(), z.minLength(1)),
});

function CredentialsForm({ authType }: { authType: AuthType }) {
  const translate = useTranslate();
  const hs = isHsAlgorithm(authType.details.algorithm);
  const resolver = useMemo(() => formResolver(hs ? SecretForm : KeyPairForm), [hs]);
  const submit = useAuthTypePatch(authType, authTypeEndpoints.credentials, 'adminPages.authType.credentials.saved', {
    labelKey: (field) => `resources.authType.fields.${field}`,
  });
  const label = (field: string) => translate(`resources.authType.fields.${field}`);
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(
            hs ? 'adminPages.authType.credentials.secretInfo' : 'adminPages.authType.credentials.keyPairInfo',
            {
              algorithm: authType.details.algorithm ?? 'HS256',
            },
          )}
        </Typography>
        <SimpleForm
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
          {hs ? (
            <PasswordInput
              source="secret_key"
              label={label('secret_key')}
              autoComplete="new-password"
              isRequired
              fullWidth
            />
          ) : (
            <>
              <TextInput source="public_key" label={label('public_key')} multiline minRows={4} isRequired fullWidth />
              <TextInput source="private_key" label={label('private_key')} multiline minRows={4} isRequired fullWidth />
            </>
          )}
        </SimpleForm>
      </CardContent>
    </Card>
  );
}

/** `/auth-type/credentials/:id` (authType_credentials): jwt and social only; HS algorithms take a secret key, the others a key pair. */
export default function AuthTypeCredentialsPage() {
  return <AuthTypeFrame page="credentials">{(authType) => <CredentialsForm authType={authType} />}</AuthTypeFrame>;
}
