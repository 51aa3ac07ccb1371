import DevicesIcon from '@mui/icons-material/Devices';
import { userSessionEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { Session } from '../../src/api/contract/user';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { SessionDeviceCell } from './SessionDeviceCell';
import { sessionLabel } from './sessionLabel';

// Its confirmation dialog loads with the sessions list, not with every page's declarations.
const RevokeSessionCell = lazyComponent(() => import('./RevokeSessionCell').then((m) => m.RevokeSessionCell), {
  fallback: null,
});

/** Sessions of a user (SPEC §2): no create or edit; a row's or the selected sessions are revoked (signed out). */
export default defineResource({
  name: 'userSession',
  routeName: 'user_session',
  routeNames: { list: 'user_session' },
  path: '/user/session/:parentId',
  parent: 'user',
  endpoints: userSessionEndpoints,
  schema: Session,
  recordRepresentation: sessionLabel,
  icon: DevicesIcon,
  create: false,
  edit: false,
  fields: [
    { source: 'agent', column: 'device', cell: SessionDeviceCell, list: { sortable: false }, card: 'title' },
    // The type it signed in with, by its title.
    {
      source: 'auth_type_id',
      column: 'auth_type',
      kind: 'reference',
      reference: 'authType',
      list: { sortable: false },
    },
    { source: 'expires_at' },
    { source: 'ip' },
    { source: 'updated_at' },
    { source: 'refreshes_at', kind: 'datetime' },
    { source: 'id' },
    // The row's Revoke (none on the caller's own session, "This device").
    { source: 'current', column: 'actions', cell: RevokeSessionCell, list: { sortable: false }, card: 'actions' },
  ],
  list: {
    search: false,
    sort: { field: 'updated_at', order: 'DESC' },
    bulkDelete: { ids: true, filter: false },
    bulkDeleteLabel: 'revoke',
    actions: [],
    notice: true,
  },
});
