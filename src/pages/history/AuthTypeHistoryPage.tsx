import { authTypeEvents } from '../../api/contract/history';
import { authTypeEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { HistoryPage } from './HistoryPage';

const editPath = (id: string) => `/auth-type/update/${encodeURIComponent(id)}`;

/** `/auth-type/activity/:id` (authType_history): an authentication type's change history. */
export default function AuthTypeHistoryPage() {
  return (
    <HistoryPage
      resource="authType"
      listPath="/auth-type"
      editPath={editPath}
      endpoint={authTypeEndpoints.history}
      events={authTypeEvents}
    />
  );
}
