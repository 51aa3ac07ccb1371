import type { RaStoredListParams } from '../../../internals/RaStoredListParams';

/** Table preferences as saved through the preferences API (SPEC §2: search, itemsPerPage, sortBy, filters; plus columns). */
export interface TablePreferences {
  search?: string;
  itemsPerPage?: number;
  sortBy?: { field: string; order: 'ASC' | 'DESC' };
  filters?: Record<string, unknown>;
  columns?: { hidden: string[] };
  [key: string]: unknown;
}

/** react-admin's stored list parameters (`<storeKey>` of a List). */
/** react-admin's stored list parameters (see internals/RaStoredListParams). */
export type StoredListParams = RaStoredListParams;

/** The preferences of a list from react-admin's stored parameters and hidden columns (pure). */
export function preferencesFrom(
  params: StoredListParams | undefined,
  hidden: readonly string[] | undefined,
  withList: boolean,
): TablePreferences {
  const prefs: TablePreferences = {};
  if (withList && params) {
    const { q, ...filters } = params.filter ?? {};
    if (typeof q === 'string' && q !== '') prefs.search = q;
    if (params.perPage) prefs.itemsPerPage = params.perPage;
    if (params.sort) prefs.sortBy = { field: params.sort, order: params.order === 'DESC' ? 'DESC' : 'ASC' };
    if (Object.keys(filters).length) prefs.filters = filters;
  }
  // Kept once chosen, an empty list too: it shows the columns a declaration hides until shown.
  if (hidden !== undefined) prefs.columns = { hidden: [...hidden] };
  return prefs;
}

/** react-admin list parameters restoring saved preferences over the current ones (pure). */
export function listParamsFrom(prefs: TablePreferences, current: StoredListParams = {}): StoredListParams {
  const filter = { ...(prefs.filters ?? {}), ...(prefs.search ? { q: prefs.search } : {}) };
  return {
    ...current,
    page: 1,
    ...(prefs.itemsPerPage ? { perPage: prefs.itemsPerPage } : {}),
    ...(prefs.sortBy ? { sort: prefs.sortBy.field, order: prefs.sortBy.order } : {}),
    filter,
    displayedFilters: Object.fromEntries(Object.keys(prefs.filters ?? {}).map((key) => [key, true])),
  };
}
