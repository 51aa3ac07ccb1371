/**
 * One change per internal of src/framework/internals, made to a copy of the library it comes from:
 * scripts/internalsMutants.ts runs the internal's test against each copy, and the test must fail.
 * A new internal gets its test beside this file and a mutant here. `from` must occur in `file` as
 * installed; when an upgrade removes it, the script says so and the mutant is rewritten.
 */
export interface Mutant {
  /** The internal (its file in src/framework/internals), whose test under tests/unit/internals runs. */
  internal: string;
  package: 'ra-core' | 'ra-ui-materialui' | '@mui/material' | 'zod';
  file: string;
  from: string;
  to: string;
}

const ra = 'ra-ui-materialui';
export const mutants: Mutant[] = [
  {
    internal: 'raQueryKeys',
    package: 'ra-core',
    file: 'dist/auth/useGetIdentity.js',
    from: "['auth', 'getIdentity']",
    to: "['auth', 'identity']",
  },
  {
    internal: 'raQueryKeys',
    package: 'ra-core',
    file: 'dist/auth/useAuthState.js',
    from: "'checkAuth', params]",
    to: "'checkSession', params]",
  },
  {
    internal: 'raQueryKeys',
    package: 'ra-core',
    file: 'dist/auth/usePermissions.js',
    from: "'getPermissions', params]",
    to: "'permissions', params]",
  },
  {
    internal: 'raQueryKeys',
    package: 'ra-core',
    file: 'dist/dataProvider/useGetList.js',
    from: "queryKey: [resource, 'getList',",
    to: "queryKey: ['getList', resource,",
  },
  {
    internal: 'raQueryKeys',
    package: 'ra-core',
    file: 'dist/auth/useCanAccess.js',
    from: "'canAccess',\n            {",
    to: "'access',\n            {",
  },
  {
    internal: 'raSignedInAnswers',
    package: 'ra-core',
    file: 'dist/auth/usePermissions.js',
    from: "'getPermissions', params]",
    to: "'permissions', params]",
  },
  {
    internal: 'raListQueryKey',
    package: 'ra-core',
    file: 'dist/dataProvider/useGetList.js',
    from: '{ pagination, sort, filter, meta }],',
    to: '{ pagination, sort, filter, meta, version: 2 }],',
  },
  {
    internal: 'raRecordQueryKey',
    package: 'ra-core',
    file: 'dist/dataProvider/useGetOne.js',
    from: "queryKey: [resource, 'getOne', { id: String(id), meta }],",
    to: "queryKey: [resource, 'getOne', { id: String(id), meta, version: 2 }],",
  },
  {
    internal: 'raStoreKeys',
    package: ra,
    file: 'dist/layout/useSidebarState.js',
    from: "useStore('sidebar.open'",
    to: "useStore('sidebar.opened'",
  },
  {
    internal: 'raStoreKeys',
    package: 'ra-core',
    file: 'dist/i18n/useLocaleState.js',
    from: "useStore('locale'",
    to: "useStore('language'",
  },
  {
    internal: 'raStorePrefix',
    package: 'ra-core',
    file: 'dist/store/localStorageStore.js',
    from: "RA_STORE = 'RaStore'",
    to: "RA_STORE = 'RaStorage'",
  },
  {
    internal: 'RaFixedResourceDefinitions',
    package: 'ra-core',
    file: 'dist/core/useConfigureAdminRouterFromChildren.js',
    from: 'register(definition);',
    to: 'register({ ...definition, hasList: true });',
  },
  {
    internal: 'RaStoredListParams',
    package: 'ra-core',
    file: 'dist/controller/list/queryReducer.js',
    from: 'sort: action.payload.field,',
    to: 'sortField: action.payload.field,',
  },
  {
    internal: 'raDefaultSort',
    package: 'ra-core',
    file: 'dist/controller/list/useListParams.js',
    from: "field: 'id',\n    order: SORT_ASC,",
    to: "field: 'id',\n    order: 'DESC',",
  },
  {
    internal: 'raDataTableStoreKeys',
    package: ra,
    file: 'dist/list/datatable/DataTable.js',
    from: '`${resourceFromContext}.datatable`',
    to: '`${resourceFromContext}.table`',
  },
  {
    internal: 'raDataTableStoreKeys',
    package: ra,
    file: 'dist/list/datatable/DataTable.js',
    from: 'useStore(`${storeKey}_columnRanks`)',
    to: 'useStore(`${storeKey}_ranks`)',
  },
  {
    internal: 'raFilterFormDebounce',
    package: 'ra-core',
    file: 'dist/form/FilterLiveForm.js',
    from: 'debounce = 500,',
    to: 'debounce = 300,',
  },
  {
    internal: 'raClasses',
    package: ra,
    file: 'dist/list/datatable/DataTableRoot.js',
    from: "PREFIX = 'RaDataTable'",
    to: "PREFIX = 'RaTable'",
  },
  {
    internal: 'raClasses',
    package: ra,
    file: 'dist/list/BulkActionsToolbar.js',
    from: 'collapsed: `${PREFIX}-collapsed`',
    to: 'collapsed: `${PREFIX}-folded`',
  },
  {
    internal: 'muiClasses',
    package: '@mui/material',
    file: 'esm/TableRow/tableRowClasses.js',
    from: "generateUtilityClasses('MuiTableRow'",
    to: "generateUtilityClasses('MuiTableLine'",
  },
  {
    internal: 'raSidebarWidth',
    package: ra,
    file: 'dist/layout/Sidebar.js',
    from: 'DRAWER_WIDTH = 240',
    to: 'DRAWER_WIDTH = 250',
  },
  {
    internal: 'raNotificationClasses',
    package: ra,
    file: 'dist/layout/Notification.js',
    from: 'undo: `${PREFIX}-undo`',
    to: 'undo: `${PREFIX}-undoButton`',
  },
  {
    internal: 'raNotificationDefaults',
    package: ra,
    file: 'dist/layout/Notification.js',
    from: "vertical: 'bottom',",
    to: "vertical: 'top',",
  },
  {
    internal: 'raNotificationDefaults',
    package: ra,
    file: 'dist/layout/Notification.js',
    from: 'styled(Snackbar, {\n    name: PREFIX,',
    to: "styled(Snackbar, {\n    name: 'RaSnackbar',",
  },
  {
    internal: 'raNotificationDefaults',
    package: ra,
    file: 'dist/layout/Notification.js',
    from: 'autoHideDuration = 4000,',
    to: 'autoHideDuration = 6000,',
  },
  {
    internal: 'raSimpleFormContent',
    package: ra,
    file: 'dist/form/SimpleForm.js',
    from: 'DefaultComponent = styled(CardContent, {',
    to: "DefaultComponent = styled('div', {",
  },
  {
    internal: 'raValidationMessagePrefix',
    package: 'ra-core',
    file: 'dist/form/validation/ValidationError.js',
    from: "= '@@react-admin@@'",
    to: "= '@@ra@@'",
  },
  {
    internal: 'raScrollToTopState',
    package: 'ra-core',
    file: 'dist/routing/useScrollToTop.js',
    from: 'location.state?._scrollToTop &&',
    to: 'location.state?._scrollTop &&',
  },
  {
    internal: 'raRowClickKeywords',
    package: ra,
    file: 'dist/list/datatable/DataTableRow.js',
    from: "link === 'toggleSelection'",
    to: "link === 'toggle'",
  },
  {
    internal: 'raColumnsSelectorSearchFrom',
    package: ra,
    file: 'dist/list/datatable/ColumnsSelector.js',
    from: 'childrenArray.length > 5',
    to: 'childrenArray.length > 7',
  },
  {
    internal: 'raDataTableContexts',
    package: 'ra-core',
    file: 'dist/dataTable/DataTableBase.js',
    from: 'DataTableSelectedIdsContext.Provider, { value: selectedIds }',
    to: 'DataTableSelectedIdsContext.Provider, { value: [] }',
  },
  {
    internal: 'raUndoableMutationContexts',
    package: 'ra-core',
    file: 'dist/dataProvider/useMutationWithMutationMode.js',
    from: 'addUndoableMutation(({ isUndo }) => {',
    to: '(run => run({ isUndo: false }))(({ isUndo }) => {',
  },
  {
    internal: 'useRippleActionsOff',
    package: '@mui/material',
    file: 'esm/useLazyRipple/useLazyRipple.js',
    from: '  start(...args) {',
    to: '  begin(...args) {',
  },
  {
    internal: 'zodDef',
    package: 'zod',
    file: 'v4/mini/schemas.js',
    from: 'export function optional(innerType) {\n    return new ZodMiniOptional({\n        type: "optional",',
    to: 'export function optional(innerType) {\n    return new ZodMiniOptional({\n        type: "maybe",',
  },
];
