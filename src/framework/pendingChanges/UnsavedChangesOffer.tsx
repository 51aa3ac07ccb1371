import { useEffect, useState } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { PendingChangeStore, StoredPendingChange } from './pendingChangeStore';

const UnsavedChangesDialog = lazyComponent(() => import('./UnsavedChangesDialog').then((m) => m.UnsavedChangesDialog), {
  fallback: null,
});

/**
 * At a signed-in start, offers back the user's changes a previous page could not send before it
 * was left (`PendingChangeStore.leftBehind`): nothing is drawn, or loaded, when there are none.
 */
export function UnsavedChangesOffer({ store, user }: { store: PendingChangeStore; user: string | undefined }) {
  const [entries, setEntries] = useState<StoredPendingChange[]>([]);
  useEffect(() => {
    if (user === undefined) return;
    let current = true;
    void store
      .claimTab()
      .then(() => store.leftBehind(user))
      .then((found) => current && setEntries(found));
    return () => {
      current = false;
    };
  }, [store, user]);
  if (entries.length === 0) return null;
  return <UnsavedChangesDialog entries={entries} store={store} onClose={() => setEntries([])} />;
}
