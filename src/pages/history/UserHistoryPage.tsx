import { userEvents } from '../../api/contract/history';
import { defaultResourceEndpoints } from '../../api/contract/paths';
import { HistoryPage } from './HistoryPage';

const editPath = (id: string) => `/user/update/${encodeURIComponent(id)}`;

/** `/user/activity/:id` (user_history): a user's activity log. */
export default function UserHistoryPage() {
  return <HistoryPage resource="user" listPath="/user" editPath={editPath} endpoint={defaultResourceEndpoints.userHistory} events={userEvents} />;
}
