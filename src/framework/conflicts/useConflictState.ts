import { useCallback, useMemo, useState } from 'react';
import type { FormConflictState } from './FormConflictContext';

/**
 * The conflict state of a custom form (one that saves through its own call, not react-admin's
 * `<Edit>`): `raise` when its save met a 412, `state` for its `FormConflictContext`; `reload` reads
 * the record again (its query), which moves the form to the current version.
 */
export function useConflictState(reload: () => Promise<unknown> | void) {
  const [conflict, setConflict] = useState<FormConflictState['conflict']>(undefined);
  const clear = useCallback(() => setConflict(undefined), []);
  const raise = useCallback(
    (base: Record<string, unknown>, current: Record<string, unknown> | undefined) =>
      setConflict({ base, current: current ?? {} }),
    [],
  );
  const state = useMemo<FormConflictState>(() => ({ conflict, clear, reload }), [conflict, clear, reload]);
  return { state, raise };
}
