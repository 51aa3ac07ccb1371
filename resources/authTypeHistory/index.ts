import HistoryIcon from '@mui/icons-material/History';
import { authTypeEvents, HistoryEntry } from '../../src/api/contract/history';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { historyFields, historyList } from '../../src/framework/history/historyDeclaration';

/** An authentication type's change history (SPEC §2 authType_history, `/auth-type/activity/{id}`): read-only, newest first. */
export default defineResource({
  name: 'authTypeHistory',
  routeName: 'authType_history',
  routeNames: { list: 'authType_history' },
  path: '/auth-type/activity/:parentId',
  parent: 'authType',
  endpoints: { list: authTypeEndpoints.history },
  schema: HistoryEntry,
  recordRepresentation: 'event',
  icon: HistoryIcon,
  create: false,
  edit: false,
  delete: false,
  fields: historyFields(authTypeEvents),
  list: historyList,
});
