/**
 * The list parameters a list with `storeKey` keeps in the store under that key (`useListParams`):
 * the console reads and writes them to sync table preferences with the server.
 */
export interface RaStoredListParams {
  sort?: string;
  order?: string;
  perPage?: number;
  filter?: Record<string, unknown>;
  displayedFilters?: Record<string, boolean>;
  page?: number;
}
