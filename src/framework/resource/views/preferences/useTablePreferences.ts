import { useEffect, useRef, useState } from 'react';
import { useStoreContext } from 'react-admin';
import { usePreference } from '../../usePreference';
import { listParamsFrom, preferencesFrom, type StoredListParams, type TablePreferences } from './tablePreferences';

/** Changes are saved this long after the last one (typing in the search box saves once). */
const saveDelay = 500;

/**
 * Keeps a list's preferences (search, page size, sort, filters, hidden columns) in the
 * preferences API, per user and organization: restored into react-admin's store before the list
 * first renders (returns false until then), saved when they change.
 */
export function useTablePreferences(resource: string, listKey: string | null, columnsKey: string): boolean {
  const store = useStoreContext();
  const preference = usePreference<TablePreferences>(`table.${resource}`);
  const [ready, setReady] = useState(false);
  const saved = useRef('');
  const { loaded, value, save } = preference;

  useEffect(() => {
    if (!loaded || ready) return;
    const prefs = value ?? {};
    if (listKey && Object.keys(prefs).length) store.setItem(listKey, listParamsFrom(prefs, store.getItem<StoredListParams>(listKey, {})));
    if (prefs.columns) store.setItem(columnsKey, prefs.columns.hidden);
    saved.current = JSON.stringify(preferencesFrom(listKey ? store.getItem(listKey) : undefined, store.getItem(columnsKey), !!listKey));
    setReady(true);
  }, [loaded, ready, value, listKey, columnsKey, store]);

  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const next = preferencesFrom(listKey ? store.getItem(listKey) : undefined, store.getItem(columnsKey), !!listKey);
      const text = JSON.stringify(next);
      if (text === saved.current) return;
      saved.current = text;
      save(next).catch(() => undefined); // a preference that fails to save is not worth an error message
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(flush, saveDelay);
    };
    const unsubscribers = [store.subscribe(columnsKey, schedule), ...(listKey ? [store.subscribe(listKey, schedule)] : [])];
    return () => {
      // Leaving the list saves what changed just before.
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [ready, listKey, columnsKey, store, save]);

  return ready;
}
