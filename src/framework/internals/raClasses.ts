/**
 * Class names react-admin gives its list, data table, layout, form and configurable parts, which the
 * console's styles and hand-rendered rows target. Plain strings, not imports of react-admin's class
 * objects: those live in modules whose styled components would come along into the first screen's
 * bundle. tests/unit/internals/raClasses.test.tsx checks each against the installed react-admin.
 */
export const raClasses = {
  listMain: 'RaList-main',
  dataTableWrapper: 'RaDataTable-tableWrapper',
  dataTableTbody: 'RaDataTable-tbody',
  dataTableRow: 'RaDataTable-row',
  dataTableRowEven: 'RaDataTable-rowEven',
  dataTableRowOdd: 'RaDataTable-rowOdd',
  dataTableClickableRow: 'RaDataTable-clickableRow',
  dataTableRowCell: 'RaDataTable-rowCell',
  dataTableCheckbox: 'RaDataTable-checkbox',
  layoutContent: 'RaLayout-content',
  configurableRoot: 'RaConfigurable-root',
  bulkActionsToolbar: 'RaBulkActionsToolbar-toolbar',
  bulkActionsToolbarCollapsed: 'RaBulkActionsToolbar-collapsed',
  bulkActionsToolbarTopToolbar: 'RaBulkActionsToolbar-topToolbar',
  toolbarMobileToolbar: 'RaToolbar-mobileToolbar',
} as const;
