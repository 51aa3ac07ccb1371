import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BulkActionsToolbarClasses,
  CLOSED_DRAWER_WIDTH,
  ConfigurableClasses,
  DataTableClasses,
  DRAWER_WIDTH,
  LayoutClasses,
  ListClasses,
  CoreAdminContext,
  DataTable,
  ListContextProvider,
  localStorageStore,
  memoryStore,
  ResourceContextProvider,
  ToolbarClasses,
  useGetIdentity,
  useGetList,
  useList,
  useListParams,
  useSidebarState,
  FilterLiveForm,
  TextInput,
  type DataProvider,
  type ListControllerResult,
  type Store,
} from 'react-admin';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import useLazyRipple from '@mui/material/useLazyRipple';
import {
  createTheme,
  listItemIconClasses,
  switchClasses,
  tableBodyClasses,
  tableCellClasses,
  tableRowClasses,
  ThemeProvider,
} from '@mui/material';
import { muiClasses } from '../../../src/framework/internals/muiClasses';
import { raClasses } from '../../../src/framework/internals/raClasses';
import { raDataTableStoreKeys } from '../../../src/framework/internals/raDataTableStoreKeys';
import { raFilterFormDebounce } from '../../../src/framework/internals/raFilterFormDebounce';
import { raQueryKeys } from '../../../src/framework/internals/raQueryKeys';
import { raSidebarWidth } from '../../../src/framework/internals/raSidebarWidth';
import { raStoreKeys } from '../../../src/framework/internals/raStoreKeys';
import { raStorePrefix } from '../../../src/framework/internals/raStorePrefix';

/**
 * The installed react-admin and MUI against what the console relies on (src/framework/reactAdminInternals.ts).
 * When an upgrade changes one of these, this file fails: update the module, and check its users.
 */

const dataProvider = {
  getList: async () => ({ data: [{ id: 1, name: 'one' }], total: 1 }),
} as unknown as DataProvider;

function admin(store: Store, queryClient = new QueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getIdentity: async () => ({ id: 'u1', fullName: 'Ada' }),
        }}
        store={store}
        queryClient={queryClient}
      >
        <ThemeProvider theme={createTheme()}>{children}</ThemeProvider>
      </CoreAdminContext>
    );
  };
}

describe('react-admin internals the console relies on', () => {
  it("finds MUI's lazy ripple actions on the prototype rippleActionsOff turns off (mui/material-ui#48999)", () => {
    // src/framework/internals/useRippleActionsOff.ts reaches MUI's unexported LazyRipple class through the
    // hook's instance: an upgrade that moves or renames these actions must fail here, not leak again.
    const { result } = renderHook(() => useLazyRipple());
    const actions = Object.getPrototypeOf(result.current) as Record<string, unknown>;
    for (const name of ['start', 'stop', 'pulsate']) expect(typeof actions[name], name).toBe('function');
  });

  it('keeps the signed-in identity under raQueryKeys.identity', async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useGetIdentity(), { wrapper: admin(memoryStore(), queryClient) });
    await waitFor(() => expect(result.current.data?.fullName).toBe('Ada'));
    expect(queryClient.getQueryData(raQueryKeys.identity)).toMatchObject({ fullName: 'Ada' });
  });

  it("starts every data query's key with the resource name", async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useGetList('gadget'), { wrapper: admin(memoryStore(), queryClient) });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: raQueryKeys.resource('gadget') })).toHaveLength(keys.length);
  });

  it('keeps the sidebar state under raStoreKeys.sidebarOpen', async () => {
    const store = memoryStore();
    const { result } = renderHook(() => useSidebarState(), { wrapper: admin(store) });
    act(() => result.current[1](false));
    await waitFor(() => expect(store.getItem(raStoreKeys.sidebarOpen)).toBe(false));
  });

  it("keeps a list's parameters, in the RaStoredListParams shape, under the list's storeKey", async () => {
    const store = memoryStore();
    const { result } = renderHook(() => useListParams({ resource: 'gadget', storeKey: 'gadget.list', perPage: 25 }), {
      wrapper: admin(store),
    });
    act(() => result.current[1].setSort({ field: 'name', order: 'DESC' }));
    act(() => result.current[1].setFilters({ q: 'cog' }, {}));
    await waitFor(() =>
      expect(store.getItem('gadget.list')).toMatchObject({
        sort: 'name',
        order: 'DESC',
        perPage: 25,
        filter: { q: 'cog' },
      }),
    );
  });

  it("sends a filter form's input raFilterFormDebounce after the last keystroke", async () => {
    const setFilters = vi.fn();
    const list = { filterValues: {}, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
    render(
      <CoreAdminContext store={memoryStore()}>
        <ListContextProvider value={list}>
          <FilterLiveForm>
            <TextInput source="q" label="Search" />
          </FilterLiveForm>
        </ListContextProvider>
      </CoreAdminContext>,
    );
    const typed = Date.now();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'a', { delay: null });
    await waitFor(() => expect(setFilters).toHaveBeenCalledWith({ q: 'a' }), { timeout: 3000, interval: 10 });
    const waited = Date.now() - typed;
    expect(waited).toBeGreaterThanOrEqual(raFilterFormDebounce - 20);
    expect(waited).toBeLessThan(raFilterFormDebounce + 400);
  });

  it('prefixes local storage keys with raStorePrefix', () => {
    const store = localStorageStore(undefined, 'console:internals');
    store.setup();
    store.setItem('probe', 1);
    expect(Object.keys(localStorage)).toContain(`${raStorePrefix}console:internals.probe`);
    store.removeItem('probe');
  });

  it("hides the columns listed under a DataTable's storeKey, and renders the row and cell classes", async () => {
    const store = memoryStore({ 'gadget.datatable': ['secret'] });
    function Table() {
      const list = useList({ data: [{ id: 1, name: 'Sprocket', secret: 'hidden value' }] });
      return (
        <ListContextProvider value={list}>
          <DataTable storeKey="gadget.datatable" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="secret" />
          </DataTable>
        </ListContextProvider>
      );
    }
    const Wrapper = admin(store);
    const { container } = render(
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <Table />
        </ResourceContextProvider>
      </Wrapper>,
    );
    expect(await screen.findByText('Sprocket')).toBeInTheDocument();
    expect(screen.queryByText('hidden value')).toBeNull();
    const row = screen.getByText('Sprocket').closest('tr') as HTMLElement;
    for (const name of [
      muiClasses.tableRow,
      muiClasses.tableRowHover,
      raClasses.dataTableRow,
      raClasses.dataTableRowEven,
    ])
      expect(row).toHaveClass(name);
    expect(screen.getByText('Sprocket').closest('td')).toHaveClass(
      muiClasses.tableCell,
      muiClasses.tableCellBody,
      raClasses.dataTableRowCell,
    );
    expect(row.closest('tbody')).toHaveClass(muiClasses.tableBody, raClasses.dataTableTbody);
    expect(container.querySelector(`.${raClasses.dataTableWrapper} table`)).not.toBeNull();
  });

  it("keeps a resource's table under raDataTableStoreKeys.table, and shows its columns in the order stored under columnRanks", async () => {
    const table = raDataTableStoreKeys.table('gadget');
    const store = memoryStore({ [table]: ['secret'], [raDataTableStoreKeys.columnRanks(table)]: [2, 0, 1] });
    function Table() {
      const list = useList({ data: [{ id: 1, name: 'Sprocket', secret: 'hidden value', size: 'large' }] });
      return (
        <ListContextProvider value={list}>
          {/* No storeKey: the resource's default. */}
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="secret" />
            <DataTable.Col source="size" />
          </DataTable>
        </ListContextProvider>
      );
    }
    const Wrapper = admin(store);
    render(
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <Table />
        </ResourceContextProvider>
      </Wrapper>,
    );
    const row = (await screen.findByText('Sprocket')).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['large', 'Sprocket']);
  });

  it("names the classes and widths the styles target as the installed react-admin's own", () => {
    expect(raClasses).toEqual({
      listMain: ListClasses.main,
      dataTableWrapper: DataTableClasses.tableWrapper,
      dataTableTbody: DataTableClasses.tbody,
      dataTableRow: DataTableClasses.row,
      dataTableRowEven: DataTableClasses.rowEven,
      dataTableRowOdd: DataTableClasses.rowOdd,
      dataTableClickableRow: DataTableClasses.clickableRow,
      dataTableRowCell: DataTableClasses.rowCell,
      dataTableCheckbox: DataTableClasses.checkbox,
      layoutContent: LayoutClasses.content,
      configurableRoot: ConfigurableClasses.root,
      bulkActionsToolbar: BulkActionsToolbarClasses.toolbar,
      bulkActionsToolbarCollapsed: BulkActionsToolbarClasses.collapsed,
      simpleFormRoot: 'RaSimpleForm-root',
      toolbarMobileToolbar: ToolbarClasses.mobileToolbar,
    });
    expect(raSidebarWidth).toEqual({ open: DRAWER_WIDTH, closed: CLOSED_DRAWER_WIDTH });
    expect(muiClasses).toMatchObject({
      tableRow: tableRowClasses.root,
      tableRowHover: tableRowClasses.hover,
      tableCell: tableCellClasses.root,
      tableCellBody: tableCellClasses.body,
      tableBody: tableBodyClasses.root,
      listItemIcon: listItemIconClasses.root,
      switchBase: switchClasses.switchBase,
    });
  });
});
