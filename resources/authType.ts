import LoginIcon from '@mui/icons-material/LoginOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ShareIcon from '@mui/icons-material/Share';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import PasswordIcon from '@mui/icons-material/Password';
import WebhookIcon from '@mui/icons-material/Webhook';
import { AuthType, AuthTypeInput } from '../src/api/contract/authType';
import { defaultResourceEndpoints } from '../src/api/contract/paths';
import { defineResource } from '../src/framework/resource/ResourceDeclaration';

const base = defaultResourceEndpoints.authType;
const to = (page: string) => (record: { id: string }) => `/auth-type/${page}/${encodeURIComponent(record.id)}`;

/**
 * Authentication types (SPEC §2, §3). The form covers title, type (fixed once created) and projects;
 * the type-specific fields and rules of SPEC §4 are a custom form still to come.
 */
export default defineResource({
  name: 'authType',
  path: '/auth-type',
  endpoint: {
    path: base,
    createPath: `${base}/:type`,
    updatePath: `${base}/:type/:id`,
    reorderPath: `${base}/priorities`,
    readOnly: ['type', 'created_at', 'password_config', 'priority'],
  },
  schema: AuthType,
  input: AuthTypeInput,
  recordRepresentation: 'title',
  icon: LoginIcon,
  fields: [
    {
      source: 'type',
      kind: 'enum',
      choices: ['basic', 'jwt', 'key', 'social'],
      colors: { key: '#1565c0', social: '#00796b', jwt: '#6a1b9a', basic: '#6d4c41' },
      form: true,
      readOnly: 'edit',
      defaultValue: 'basic',
    },
    { source: 'projects', kind: 'referenceArray', reference: 'project', filter: 'alwaysOn' },
    { source: 'title' },
    { source: 'details', form: false },
    { source: 'id' },
    { source: 'created_at' },
  ],
  list: {
    reorder: true,
    actions: [
      'edit',
      { name: 'history', icon: HistoryIcon, to: to('activity') },
      { name: 'socialLinks', icon: ShareIcon, to: to('social-links'), when: (t) => t.type === 'social' },
      { name: 'credentials', icon: VpnKeyIcon, to: to('credentials'), when: (t) => t.type === 'social' || t.type === 'jwt' },
      { name: 'passwordSettings', icon: PasswordIcon, to: to('settings'), when: (t) => t.type !== 'social' },
      { name: 'hooks', icon: WebhookIcon, to: to('hook') },
      'delete',
    ],
  },
});
