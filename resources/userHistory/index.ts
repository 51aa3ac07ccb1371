import HistoryIcon from '@mui/icons-material/History';
import { userEvents, HistoryEntry } from '../../src/api/contract/history';
import { userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { historyFields, historyList } from '../../src/framework/history/historyDeclaration';

/** A user's activity log (SPEC §2 user_history, `/user/activity/{id}`): read-only, newest first. */
export default defineResource({
  name: 'userHistory',
  routeName: 'user_history',
  routeNames: { list: 'user_history' },
  path: '/user/activity/:parentId',
  parent: 'user',
  endpoints: { list: userEndpoints.history },
  schema: HistoryEntry,
  recordRepresentation: 'event',
  icon: HistoryIcon,
  create: false,
  edit: false,
  delete: false,
  fields: historyFields(userEvents),
  list: historyList,
});
