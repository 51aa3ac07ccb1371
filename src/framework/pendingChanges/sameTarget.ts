import { dequal } from 'dequal';
import type { PendingChange } from './PendingChange';

/** Whether two changes write to the same record the same way (a later one supersedes the earlier). */
export function sameTarget(a: PendingChange, b: PendingChange): boolean {
  if (a.resource !== b.resource || a.action !== b.action || a.send.via !== b.send.via) return false;
  if (a.send.via === 'dataProvider' && b.send.via === 'dataProvider') {
    // A record not created yet has no id: the same create is the same data.
    if (a.send.method === 'create') return b.send.method === 'create' && dequal(a.send.params.data, b.send.params.data);
    return a.send.method === b.send.method && String(a.send.params.id) === String(b.send.params.id);
  }
  if (a.send.via === 'endpoint' && b.send.via === 'endpoint')
    return a.send.endpoint === b.send.endpoint && dequal(a.send.params, b.send.params);
  return false;
}
