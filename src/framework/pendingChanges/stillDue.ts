import type { DataProvider } from 'react-admin';
import { HttpError } from '../../api/http/HttpError';
import type { StoredPendingChange } from './pendingChangeStore';

/**
 * Whether a change left behind still needs doing. A delete sent just before the page was left
 * lost its answer with the page; if its record is gone, the server did it, and it is not offered
 * again. Every other change is offered (sending it again is the user's choice).
 */
export async function stillDue({ change }: StoredPendingChange, dataProvider: DataProvider): Promise<boolean> {
  const { send } = change;
  if (change.action !== 'delete' || send.via !== 'dataProvider' || send.params.id === undefined) return true;
  try {
    await dataProvider.getOne(change.resource, { id: send.params.id, meta: send.params.meta });
    return true;
  } catch (error) {
    return !(error instanceof HttpError && error.status === 404);
  }
}
