import { useEffect, useRef } from 'react';
import { usePreference } from '../resource/usePreference';
import type { TablePreferences } from '../resource/views/preferences/tablePreferences';

/** Changes are saved this long after the last one. */
const saveDelay = 500;

type ListState<F> = { perPage: number; filter: F };

/** The preferences of a list's page size and filter, without the empty filter values (pure). */
function preferencesOf<F extends Record<string, unknown>>({ perPage, filter }: ListState<F>): TablePreferences {
  const filters = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value != null));
  return { itemsPerPage: perPage, ...(Object.keys(filters).length ? { filters } : {}) };
}

/**
 * Keeps a custom screen's list state (page size and filters) in the preferences API under
 * `table.<key>`, per user and organization, as the declared lists keep theirs (SPEC §2 table
 * preferences): restored once the saved copy arrives (`restore`), saved after each change. No key,
 * nothing is read or saved.
 */
export function useSavedListState<F extends Record<string, unknown>>(
  key: string | undefined,
  state: ListState<F>,
  restore: (saved: Partial<ListState<F>>) => void,
): void {
  const { loaded, value, save } = usePreference<TablePreferences>(`table.${key ?? ''}`, !!key);
  const saved = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !loaded || saved.current !== null) return;
    const restored: Partial<ListState<F>> = {
      ...(typeof value?.itemsPerPage === 'number' ? { perPage: value.itemsPerPage } : {}),
      ...(value?.filters ? { filter: { ...state.filter, ...(value.filters as Partial<F>) } } : {}),
    };
    saved.current = JSON.stringify(preferencesOf({ ...state, ...restored }));
    if (Object.keys(restored).length) restore(restored);
    // Applied once, when the saved copy arrives; later changes are this browser's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loaded, value]);

  const { perPage, filter } = state;
  useEffect(() => {
    if (!key || saved.current === null) return;
    const next = preferencesOf({ perPage, filter });
    const text = JSON.stringify(next);
    if (text === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = text;
      save(next).catch(() => undefined); // a preference that fails to save is not worth an error message
    }, saveDelay);
    return () => clearTimeout(timer);
  }, [key, perPage, filter, save]);
}
