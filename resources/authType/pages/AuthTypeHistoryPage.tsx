import { authTypeEvents } from '../../../src/api/contract/history';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { HistoryPage } from '../../../src/pages/history/HistoryPage';

/** `/auth-type/activity/:id` (authType_history): an authentication type's change history. */
export default function AuthTypeHistoryPage() {
  return <HistoryPage endpoint={authTypeEndpoints.history} events={authTypeEvents} />;
}
