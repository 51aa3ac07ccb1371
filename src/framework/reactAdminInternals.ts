/**
 * Everything the console relies on in react-admin and MUI beyond their documented props, in one
 * place: query keys it reads or invalidates, store keys and the shapes kept under them, class names
 * its styles and hand-rendered rows target, and the sidebar's geometry. Code elsewhere takes these
 * from here, never spells them out; tests/unit/framework/reactAdminInternals.test.tsx runs the
 * installed react-admin against each one, so an upgrade that changes one fails there first.
 * Plain values, not imports of react-admin's class objects: those live in modules whose styled
 * components would come along into the first screen's bundle. One patch of an MUI internal lives
 * with its reason in layout/rippleActionsOff.ts; the same test checks what it relies on.
 */

/** react-query keys of react-admin's own queries. */
export const raQueryKeys = {
  /** `useGetIdentity`'s query (the signed-in user's name and avatar in the app bar). */
  identity: ['auth', 'getIdentity'] as const,
  /** Prefix of every data query of a resource (`[resource, method, params]`): invalidates them all. */
  resource: (resource: string) => [resource] as const,
};

/** Keys of react-admin's store (a `localStorageStore` adds `raStorePrefix` and its own prefix). */
export const raStoreKeys = {
  /** The sidebar's open state (`useSidebarState`). */
  sidebarOpen: 'sidebar.open',
};

/** What a `DataTable` with `storeKey` keeps under that key: the sources of its hidden columns. */
export type RaStoredHiddenColumns = string[];

/**
 * Where a `DataTable` keeps its columns' preferences: its default `storeKey` (a resource's table,
 * `RaStoredHiddenColumns` under it), and the order its column chooser gave (`RaStoredColumnRanks`).
 */
export const raDataTableStoreKeys = {
  table: (resource: string) => `${resource}.datatable`,
  columnRanks: (storeKey: string) => `${storeKey}_columnRanks`,
};

/** The columns' order a column chooser stored: positions among the `DataTable`'s children, in display order. */
export type RaStoredColumnRanks = number[];

/** What `localStorageStore(version, appKey)` puts before every key in local storage. */
export const raStorePrefix = 'RaStore';

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

/**
 * How long a list's filter form (`FilterLiveForm`, its search box) waits after the last keystroke
 * before it sends what was typed to the list (its default `debounce`, in ms).
 */
export const raFilterFormDebounce = 500;

/** Class names react-admin gives its list, data table, layout and configurable parts. */
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
} as const;

/**
 * MUI's class names of the table parts and list item icons, which the hand-rendered list rows
 * (ListBody) carry so MUI's and react-admin's table styles apply to them; and of a switch's thumb,
 * which the phone theme places (layout/phoneComponents.ts).
 */
export const muiClasses = {
  tableRow: 'MuiTableRow-root',
  tableRowHover: 'MuiTableRow-hover',
  tableCell: 'MuiTableCell-root',
  tableCellBody: 'MuiTableCell-body',
  tableBody: 'MuiTableBody-root',
  selected: 'Mui-selected',
  listItemIcon: 'MuiListItemIcon-root',
  switchBase: 'MuiSwitch-switchBase',
} as const;

/** react-admin's sidebar widths when the theme sets none (open, collapsed), in px. */
export const raSidebarWidth = { open: 240, closed: 55 } as const;
