import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { z } from 'zod/mini';
import { credentialEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { Credential } from '../../src/api/contract/user';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { useCredentialRules } from './credentialRules';
import { CredentialDetailsCell } from './CredentialDetailsCell';
import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';

// Form inputs load with the form (react-admin's password and autocomplete inputs are heavy).
const CredentialProvidersInput = lazyComponent(
  () => import('./CredentialProvidersInput').then((m) => m.CredentialProvidersInput),
  { fallback: null },
);
const CredentialTypeInput = lazyComponent(() => import('./CredentialTypeInput').then((m) => m.CredentialTypeInput), {
  fallback: null,
});
const CredentialPasswordInput = lazyComponent(
  () => import('./CredentialPasswordInput').then((m) => m.CredentialPasswordInput),
  { fallback: null },
);

/** Form values; the password and providers rules depend on the chosen auth type (`useCredentialRules`). */
const CredentialForm = z.object({
  auth_type_id: z.string().check(z.minLength(1)),
  password: z.optional(z.nullable(z.string())),
  note: z.optional(z.nullable(z.string())),
  extra: z.optional(z.nullable(z.object({ social_providers: z.optional(z.array(z.string())) }))),
});

type CredentialRow = z.output<typeof Credential>;

/**
 * Credentials of a user (SPEC §2, §3): one per auth type, and per provider for social types (the
 * server answers 422 on the field otherwise); password rules of the chosen type checked in the
 * form; social credentials cannot be edited.
 */
export default defineResource({
  name: 'credential',
  routeName: 'credentials',
  path: '/user/credentials/:parentId',
  parent: 'user',
  endpoints: credentialEndpoints,
  schema: Credential,
  input: CredentialForm,
  recordRepresentation: (credential: CredentialRow) => credential.auth_type?.title ?? credential.auth_type_id,
  icon: VpnKeyIcon,
  useFormRules: useCredentialRules,
  // The demo account's sign-in methods are locked (the API refuses changes to them too).
  lockedInDemoWithParent: true,
  fields: [
    { source: 'projects', kind: 'referenceArray', reference: 'project', form: false },
    {
      source: 'auth_type_id',
      column: 'type',
      kind: 'reference',
      reference: 'authType',
      readOnly: 'edit',
      required: true,
      input: CredentialTypeInput,
    },
    {
      source: 'extra',
      column: 'details',
      kind: 'chips',
      form: false,
      // In the list, "Password: set" too (CredentialDetailsCell); an export keeps the names and the note.
      cell: CredentialDetailsCell,
      value: (credential: CredentialRow) => [
        ...(credential.extra?.social_providers ?? []).map(socialProviderName),
        ...(credential.note ? [credential.note] : []),
      ],
    },
    {
      source: 'extra',
      column: 'social_providers',
      kind: 'chips',
      list: false,
      input: CredentialProvidersInput,
      defaultValue: {},
    },
    { source: 'password', kind: 'secret', input: CredentialPasswordInput },
    { source: 'note', kind: 'textarea', list: false },
    { source: 'id' },
  ],
  list: {
    search: false,
    editable: (credential) => credential.auth_type?.type !== 'social',
  },
});
