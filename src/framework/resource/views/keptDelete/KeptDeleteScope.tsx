import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useGetRecordRepresentation, type RaRecord } from 'react-admin';
import { PendingChangeScope } from '../../../pendingChanges/PendingChangeScope';
import { createSendAnswer, type SendAnswer } from '../../../pendingChanges/SendAnswer';
import { deleteChangeOf } from '../../pendingChangeOf';
import { useResourceScope } from '../../ResourceScope';
import { KeptDeleteContext } from './KeptDeleteContext';

/**
 * Where `useKeptDelete` deletes records: each undoable delete is described for the pending-change
 * queue with the server's answer to it, so a delete refused when its undo window ends is shown as
 * not saved, persistently, and offered again (a sign-out on the way: after signing in).
 */
export function KeptDeleteScope({ children }: { children: ReactNode }) {
  const scope = useResourceScope();
  const represent = useGetRecordRepresentation(scope.declaration.name);
  const next = useRef<RaRecord[]>([]);
  const answers = useRef(new Map<string, SendAnswer>());
  const describe = useCallback(() => {
    const record = next.current.shift();
    if (!record) return undefined;
    const answer = createSendAnswer();
    answers.current.set(String(record.id), answer);
    return { change: deleteChangeOf(scope, record, String(represent(record) ?? '')), answered: answer.promise };
  }, [scope, represent]);
  const kept = useMemo(() => ({ next, answers }), []);
  return (
    <KeptDeleteContext.Provider value={kept}>
      <PendingChangeScope describe={describe}>{children}</PendingChangeScope>
    </KeptDeleteContext.Provider>
  );
}
