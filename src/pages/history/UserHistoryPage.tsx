import { userEvents } from '../../api/contract/history';
import { userEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { HistoryPage } from './HistoryPage';

const editPath = (id: string) => `/user/update/${encodeURIComponent(id)}`;

/** `/user/activity/:id` (user_history): a user's activity log. */
export default function UserHistoryPage() {
  return (
    <HistoryPage
      resource="user"
      listPath="/user"
      editPath={editPath}
      endpoint={userEndpoints.history}
      events={userEvents}
    />
  );
}
