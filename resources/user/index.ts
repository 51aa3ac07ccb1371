import PeopleIcon from '@mui/icons-material/PeopleOutline';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import DevicesIcon from '@mui/icons-material/Devices';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { User, UserInput } from '../../src/api/contract/user';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { useUserRules } from './userRules';

// The bulk actions (dialogs, an autocomplete) load with the list that shows them.
const AssignProfileButton = lazyComponent(
  () => import('./bulk/AssignProfileButton').then((m) => m.AssignProfileButton),
  { fallback: null },
);
const RevokeSessionsButton = lazyComponent(
  () => import('./bulk/RevokeSessionsButton').then((m) => m.RevokeSessionsButton),
  { fallback: null },
);

type UserRecord = {
  id: string;
  profiles?: { project_id: string; project?: { name: string } | null; permissions: string[] }[];
};

/** Users (SPEC §2): projects and permissions are chips derived from the user's profiles (at most 2). */
export default defineResource({
  name: 'user',
  path: '/user',
  menuOrder: 2,
  endpoints: userEndpoints,
  schema: User,
  input: UserInput,
  recordRepresentation: 'username',
  icon: PeopleIcon,
  useFormRules: useUserRules,
  fields: [
    { source: 'username' },
    {
      source: 'profiles',
      column: 'projects',
      kind: 'chips',
      value: (user: UserRecord) => (user.profiles ?? []).map((profile) => profile.project?.name ?? profile.project_id),
    },
    {
      source: 'profiles',
      column: 'permissions',
      kind: 'referenceArray',
      reference: 'permission',
      value: (user: UserRecord) => [...new Set((user.profiles ?? []).flatMap((profile) => profile.permissions))],
    },
    { source: 'name' },
    { source: 'email', kind: 'email' },
    { source: 'password', form: 'create' },
    { source: 'id' },
    { source: 'note', kind: 'textarea' },
    { source: 'created_at', filter: true },
    { source: 'updated_at' },
  ],
  // The user's record page (Keycloak's user page): each tab is a screen above, at its own path.
  record: {
    tabs: [
      { name: 'details', to: 'edit' },
      { name: 'profiles', to: { list: 'profile' } },
      { name: 'credentials', to: { list: 'credential' } },
      { name: 'sessions', to: { list: 'userSession' } },
      { name: 'activity', to: { list: 'userHistory' } },
    ],
  },
  list: {
    bulkActions: [AssignProfileButton, RevokeSessionsButton],
    actions: [
      'edit',
      { name: 'profiles', icon: BadgeIcon, to: { list: 'profile' } },
      { name: 'history', icon: HistoryIcon, to: { list: 'userHistory' } },
      { name: 'sessions', icon: DevicesIcon, to: { list: 'userSession' } },
      { name: 'credentials', icon: VpnKeyIcon, to: { list: 'credential' } },
      'delete',
    ],
  },
  import: { atLeastOneOf: [['name', 'email']] },
});
