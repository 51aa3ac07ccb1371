import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { lazyComponent } from '../lazyComponent';
import type { PendingChangeStore, StoredPendingChange } from './pendingChangeStore';
import { stillDue } from './stillDue';

const UnsavedChangesDialog = lazyComponent(() => import('./UnsavedChangesDialog').then((m) => m.UnsavedChangesDialog), {
  fallback: null,
});

/**
 * At a signed-in start, offers back the user's changes a previous page could not send before it
 * was left (`PendingChangeStore.leftBehind`), but those the server did meanwhile (`stillDue`):
 * nothing is drawn, or loaded, when there are none.
 */
export function UnsavedChangesOffer({ store, user }: { store: PendingChangeStore; user: string | undefined }) {
  const [entries, setEntries] = useState<StoredPendingChange[]>([]);
  const dataProvider = useDataProvider();
  useEffect(() => {
    if (user === undefined) return;
    let current = true;
    void store
      .claimTab()
      .then(() => store.leftBehind(user))
      .then(async (found) => {
        const due = await Promise.all(found.map((entry) => stillDue(entry, dataProvider)));
        found.forEach((entry, index) => !due[index] && store.remove(entry.key));
        if (current) setEntries(found.filter((_entry, index) => due[index]));
      });
    return () => {
      current = false;
    };
  }, [store, user, dataProvider]);
  if (entries.length === 0) return null;
  return <UnsavedChangesDialog entries={entries} store={store} onClose={() => setEntries([])} />;
}
