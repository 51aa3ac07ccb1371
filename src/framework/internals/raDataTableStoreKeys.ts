/** What a `DataTable` with `storeKey` keeps under that key: the sources of its hidden columns. */
export type RaStoredHiddenColumns = string[];

/** The columns' order a column chooser stored: positions among the `DataTable`'s children, in display order. */
export type RaStoredColumnRanks = number[];

/**
 * Where a `DataTable` keeps its columns' preferences: its default `storeKey` (a resource's table,
 * `RaStoredHiddenColumns` under it), and the order its column chooser gave (`RaStoredColumnRanks`).
 */
export const raDataTableStoreKeys = {
  table: (resource: string) => `${resource}.datatable`,
  columnRanks: (storeKey: string) => `${storeKey}_columnRanks`,
};
