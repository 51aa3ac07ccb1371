/**
 * The `rowClick` values react-admin's `DataTable` rows read as an action or a view's name, not as a
 * path: the console's hand-rendered rows (internals/redrawn/ListBody) navigate to none of them.
 */
export const raRowClickKeywords = ['expand', 'toggleSelection', 'edit', 'show'] as const;
