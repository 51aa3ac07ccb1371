/**
 * The contexts react-admin's `DataTable` gives its body, which it exports without documenting: the
 * console's hand-rendered body (internals/redrawn/ListBody) reads its rows, selection, callbacks
 * (row click, toggling a row), configuration (bulk actions or not) and where its hidden columns are
 * kept (`storeKey`, `defaultHiddenColumns`) from them, as react-admin's own body does; the
 * drag-ordering body (resource/views/reorder/SortableRows) reads its rows.
 */
export {
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
} from 'react-admin';
