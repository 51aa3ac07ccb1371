import { userEvents } from '../../../src/api/contract/history';
import { userEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { HistoryPage } from '../../../src/pages/history/HistoryPage';

/** `/user/activity/:id` (user_history): a user's activity log. */
export default function UserHistoryPage() {
  return <HistoryPage endpoint={userEndpoints.history} events={userEvents} />;
}
