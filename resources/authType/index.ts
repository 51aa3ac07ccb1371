import LoginIcon from '@mui/icons-material/LoginOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ShareIcon from '@mui/icons-material/Share';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import PasswordIcon from '@mui/icons-material/Password';
import WebhookIcon from '@mui/icons-material/Webhook';
import { AuthType } from '../../src/api/contract/authType';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { isHsAlgorithm } from '../../src/api/contract/rules/isHsAlgorithm';
import { AuthTypeForm, ofType, valuesForType } from './authTypeForm';
import { AuthTypeDetailsCell } from './AuthTypeDetailsCell';
import { lazyComponent } from '../../src/framework/lazyComponent';

// With the form: the providers' picker warns of a provider another type offers too.
const ProvidersInput = lazyComponent(() => import('./ProvidersInput').then((m) => m.ProvidersInput), {
  fallback: null,
});
// The signing-key inputs (masked, with Generate buttons) load when the create form shows them.
const AlgorithmInput = lazyComponent(() => import('./keys/AlgorithmInput').then((m) => m.AlgorithmInput), {
  fallback: null,
});
const SecretKeyInput = lazyComponent(() => import('./keys/SecretKeyInput').then((m) => m.SecretKeyInput), {
  fallback: null,
});
const PublicKeyInput = lazyComponent(() => import('./keys/PublicKeyInput').then((m) => m.PublicKeyInput), {
  fallback: null,
});
const PrivateKeyInput = lazyComponent(() => import('./keys/PrivateKeyInput').then((m) => m.PrivateKeyInput), {
  fallback: null,
});

type AuthTypeRecord = { type: string };
// SPEC §2: which of a type's pages exist for its kind (row actions and record tabs alike).
const hasCredentials = (authType: AuthTypeRecord) => authType.type === 'social' || authType.type === 'jwt';
const hasSocialLinks = (authType: AuthTypeRecord) => authType.type === 'social';
const hasPasswordSettings = (authType: AuthTypeRecord) => authType.type !== 'social';

const refreshField = (field: string) => (values: { readonly [key: string]: unknown }) =>
  ofType(field)(values) && values.refresh_token_enabled === true;

/**
 * Authentication types (SPEC §2, §3, §4, §5): the form shows the chosen type's fields with its
 * defaults (a type change on create resets them), refresh-token fields only when refresh is
 * enabled, the secret key (HS algorithms) or the key pair on create; the type is fixed once created.
 */
export default defineResource({
  name: 'authType',
  path: '/auth-type',
  menuOrder: 3,
  endpoints: authTypeEndpoints,
  schema: AuthType,
  input: AuthTypeForm,
  recordRepresentation: 'title',
  icon: LoginIcon,
  // SPEC §2: authType_credentials, authType_links, authType_password_settings (authType_history is
  // the authTypeHistory resource's list).
  pages: [
    { name: 'credentials', path: 'credentials/:id', load: () => import('./pages/AuthTypeCredentialsPage') },
    { name: 'links', path: 'social-links/:id', load: () => import('./pages/AuthTypeSocialLinksPage') },
    { name: 'password_settings', path: 'settings/:id', load: () => import('./pages/AuthTypePasswordSettingsPage') },
  ],
  // The type's record page: each tab is a screen at its own path; a kind's missing pages are no tabs.
  record: {
    tabs: [
      { name: 'settings', to: 'edit' },
      { name: 'credentials', to: { page: 'credentials' }, visibleWhen: hasCredentials },
      { name: 'socialLinks', to: { page: 'links' }, visibleWhen: hasSocialLinks },
      { name: 'passwordSettings', to: { page: 'password_settings' }, visibleWhen: hasPasswordSettings },
      { name: 'hooks', to: { list: 'hook' } },
      { name: 'history', to: { list: 'authTypeHistory' } },
    ],
  },
  // Deleting a type deletes its users' credentials of it and its hooks (docs/API.md).
  deleteDependents: [
    { name: 'credentials', resource: 'user', filter: (ids) => ({ auth_types: ids }) },
    { name: 'hooks', resource: 'hook', nested: true },
  ],
  toFormValues: (record) => ({ ...record.details, providers: record.details.providers ?? [] }),
  // Grouped as Keycloak groups its forms; a kind without a section's fields does not show it.
  sections: [
    {
      name: 'general',
      fields: ['type', 'title', 'projects', 'section', 'key', 'header', 'prefix', 'redirect_uri', 'providers'],
    },
    { name: 'token', fields: ['access_token_lifetime_min', 'access_token_header', 'access_token_prefix'] },
    {
      name: 'refreshToken',
      fields: ['refresh_token_enabled', 'refresh_token_lifetime_min', 'refresh_token_header', 'refresh_token_prefix'],
    },
    { name: 'keys', fields: ['algorithm', 'secret_key', 'public_key', 'private_key'] },
  ],
  fields: [
    {
      source: 'type',
      kind: 'enum',
      // The kinds the service offers (init `types`); the schema's enum still names every kind shown.
      choicesFrom: 'types',
      colors: { key: '#1565c0', social: '#00796b', jwt: '#6a1b9a', basic: '#6d4c41' },
      form: true,
      readOnly: 'edit',
      defaultValue: 'basic',
      filter: true,
      onChange: (type) => valuesForType(type),
    },
    { source: 'projects', kind: 'referenceArray', reference: 'project', filter: 'alwaysOn', createInline: true },
    { source: 'title' },
    { source: 'details', form: false, cell: AuthTypeDetailsCell },
    { source: 'id' },
    { source: 'created_at', filter: true },
    { source: 'section', kind: 'enum', required: true, list: false, visibleWhen: ofType('section') },
    {
      source: 'key',
      list: false,
      required: true,
      visibleWhen: ofType('key'),
      labelFrom: (values) => (values.section === 'query' ? 'key_query' : 'key_header'),
    },
    { source: 'header', list: false, visibleWhen: ofType('header') },
    {
      source: 'prefix',
      list: false,
      visibleWhen: ofType('prefix'),
      // A key type's prefix goes before the key in its header or its GET parameter, as its location says.
      labelFrom: (values) =>
        values.type !== 'key' ? 'prefix' : values.section === 'query' ? 'prefix_query' : 'prefix_header',
    },
    {
      source: 'algorithm',
      kind: 'enum',
      required: true,
      list: false,
      choicesFrom: 'jwt_algorithms',
      input: AlgorithmInput,
      visibleWhen: ofType('algorithm'),
    },
    {
      source: 'access_token_lifetime_min',
      kind: 'number',
      required: true,
      list: false,
      visibleWhen: ofType('access_token_lifetime_min'),
    },
    { source: 'access_token_header', list: false, visibleWhen: ofType('access_token_header') },
    { source: 'access_token_prefix', list: false, visibleWhen: ofType('access_token_prefix') },
    { source: 'refresh_token_enabled', kind: 'boolean', list: false, visibleWhen: ofType('refresh_token_enabled') },
    {
      source: 'refresh_token_lifetime_min',
      kind: 'number',
      required: true,
      list: false,
      visibleWhen: refreshField('refresh_token_lifetime_min'),
    },
    { source: 'refresh_token_header', list: false, visibleWhen: refreshField('refresh_token_header') },
    { source: 'refresh_token_prefix', list: false, visibleWhen: refreshField('refresh_token_prefix') },
    {
      source: 'secret_key',
      kind: 'secret',
      form: 'create',
      input: SecretKeyInput,
      visibleWhen: (v) => ofType('secret_key')(v) && isHsAlgorithm(v.algorithm),
    },
    {
      source: 'public_key',
      kind: 'textarea',
      list: false,
      form: 'create',
      input: PublicKeyInput,
      visibleWhen: (v) => ofType('public_key')(v) && !isHsAlgorithm(v.algorithm),
    },
    {
      source: 'private_key',
      kind: 'secret',
      list: false,
      form: 'create',
      input: PrivateKeyInput,
      visibleWhen: (v) => ofType('private_key')(v) && !isHsAlgorithm(v.algorithm),
    },
    { source: 'redirect_uri', kind: 'url', list: false, visibleWhen: ofType('redirect_uri') },
    {
      source: 'providers',
      kind: 'chips',
      required: true,
      list: false,
      choicesFrom: 'social_providers',
      input: ProvidersInput,
      visibleWhen: ofType('providers'),
    },
  ],
  list: {
    // Drag ordering edits the priorities, so the list shows them in that order.
    sort: { field: 'priority', order: 'ASC' },
    reorder: true,
    actions: [
      'edit',
      { name: 'history', icon: HistoryIcon, to: { list: 'authTypeHistory' } },
      { name: 'socialLinks', icon: ShareIcon, to: { page: 'links' }, when: hasSocialLinks },
      { name: 'credentials', icon: VpnKeyIcon, to: { page: 'credentials' }, when: hasCredentials },
      { name: 'passwordSettings', icon: PasswordIcon, to: { page: 'password_settings' }, when: hasPasswordSettings },
      { name: 'hooks', icon: WebhookIcon, to: { list: 'hook' } },
      'delete',
    ],
  },
});
