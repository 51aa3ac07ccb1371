import PeopleIcon from '@mui/icons-material/PeopleOutline';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import DevicesIcon from '@mui/icons-material/Devices';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { User, UserInput } from '../../src/api/contract/user';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { UsernameCell } from './UsernameCell';
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

// The password input (react-admin's, heavy) loads with the form.
const UserPasswordInput = lazyComponent(() => import('./UserPasswordInput').then((m) => m.UserPasswordInput), {
  fallback: null,
});

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
  // Deleting a user deletes their credentials, profiles and sessions (docs/API.md), counted in the confirmations.
  deleteDependents: [
    { name: 'credentials', resource: 'credential', nested: true },
    { name: 'profiles', resource: 'profile', nested: true },
    { name: 'sessions', resource: 'userSession', nested: true },
  ],
  // The demo account (the demo organization's administrator): its sign-in and the account itself
  // are locked whatever the screen (the API refuses them too).
  lockedInDemo: (user) => user.admin === true,
  fields: [
    { source: 'username', lockedInDemo: true, cell: UsernameCell, card: 'title' },
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
    { source: 'email', kind: 'email', lockedInDemo: true },
    { source: 'password', form: 'create', kind: 'secret', input: UserPasswordInput },
    // The service's role (docs/decisions/0022): shown, never edited here. In the list a shield in
    // the username's cell (UsernameCell); as a column only from the column chooser, since beside
    // every column of SPEC §2 it would no longer fit a 1366 px wide screen.
    { source: 'admin', kind: 'boolean', readOnly: true, form: 'edit', list: { hidden: true } },
    // Every column of SPEC §2 by default: long values are cut, whole on hover and focus (ClippedText).
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
    // Users with a profile in one of the projects, a permission in one of their profiles, a
    // credential of one of the authentication types (the user list call's filters).
    filters: [
      { source: 'projects', kind: 'referenceArray', reference: 'project' },
      { source: 'permissions', kind: 'referenceArray', reference: 'permission' },
      { source: 'auth_types', kind: 'referenceArray', reference: 'authType' },
    ],
    actions: [
      'edit',
      { name: 'profiles', icon: BadgeIcon, to: { list: 'profile' } },
      { name: 'history', icon: HistoryIcon, to: { list: 'userHistory' } },
      { name: 'sessions', icon: DevicesIcon, to: { list: 'userSession' } },
      { name: 'credentials', icon: VpnKeyIcon, to: { list: 'credential' } },
      'delete',
    ],
  },
  import: { atLeastOneOf: [['name', 'email']], unique: { fields: ['username', 'email'], ignoreCase: true } },
});
