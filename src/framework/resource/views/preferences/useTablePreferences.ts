import { useEffect, useRef } from 'react';
import { useStoreContext } from 'react-admin';
import { usePreference } from '../../usePreference';
import { listParamsFrom, preferencesFrom, type StoredListParams, type TablePreferences } from './tablePreferences';

/** Changes are saved this long after the last one (typing in the search box saves once). */
const saveDelay = 500;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a list's preferences (search, page size, sort, filters, hidden columns) in the
 * preferences API, per user and organization. The list does not wait for them: it renders at once
 * with the local copy (react-admin's store), and the server copy is applied to the store when it
 * arrives and differs from it (another browser, after sign-out); changes are saved from then on.
 */
export function useTablePreferences(resource: string, listKey: string | null, columnsKey: string): void {
  const store = useStoreContext();
  const { loaded, value, save } = usePreference<TablePreferences>(`table.${resource}`);
  const saved = useRef('');
  const applied = useRef(false);

  useEffect(() => {
    if (!loaded || applied.current) return;
    // Applied once per list (later changes come from this browser and are saved below).
    applied.current = true;
    const prefs = value ?? {};
    if (listKey && Object.keys(prefs).length) {
      const current = store.getItem<StoredListParams>(listKey, {});
      // Only a server copy that differs from the local one touches the store (and re-renders the list).
      if (
        !sameJson(
          preferencesFrom(listParamsFrom(prefs, current), undefined, true),
          preferencesFrom(current, undefined, true),
        )
      )
        store.setItem(listKey, listParamsFrom(prefs, current));
    }
    if (prefs.columns && !sameJson(prefs.columns.hidden, store.getItem(columnsKey)))
      store.setItem(columnsKey, prefs.columns.hidden);
    saved.current = JSON.stringify(
      preferencesFrom(listKey ? store.getItem(listKey) : undefined, store.getItem(columnsKey), !!listKey),
    );
  }, [loaded, value, listKey, columnsKey, store]);

  useEffect(() => {
    if (!loaded) return;
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
    const unsubscribers = [
      store.subscribe(columnsKey, schedule),
      ...(listKey ? [store.subscribe(listKey, schedule)] : []),
    ];
    return () => {
      // Leaving the list saves what changed just before.
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [loaded, listKey, columnsKey, store, save]);
}
