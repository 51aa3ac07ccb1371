import { render, screen } from '@testing-library/react';
import { Children, isValidElement, type ReactNode } from 'react';
import { DataTable, ListContextProvider, memoryStore, ResourceContextProvider, useList } from 'react-admin';
import {
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
} from '../../../src/framework/internals/raDataTableContexts';
import { coreAdmin } from './coreAdmin';

const records = [
  { id: 1, name: 'Sprocket' },
  { id: 2, name: 'Cog' },
];

type Seen = {
  data: unknown;
  selectedIds: unknown;
  callbacks: ReturnType<typeof useDataTableCallbacksContext>;
  hasBulkActions: boolean | undefined;
  store: ReturnType<typeof useDataTableStoreContext>;
  columns: unknown[];
};

/**
 * A DataTable's `body` reads what the console's hand-rendered body (ListBody) reads from the
 * contexts src/framework/internals/raDataTableContexts.ts names, and gets the columns as children.
 */
describe('raDataTableContexts', () => {
  it("give a DataTable's body its rows, selection, callbacks, bulk actions and where its hidden columns are kept", async () => {
    const seen: Partial<Seen> = {};
    function Body({ children }: { children?: ReactNode }) {
      seen.data = useDataTableDataContext();
      seen.selectedIds = useDataTableSelectedIdsContext();
      seen.callbacks = useDataTableCallbacksContext();
      seen.hasBulkActions = useDataTableConfigContext().hasBulkActions;
      seen.store = useDataTableStoreContext();
      seen.columns = Children.toArray(children).map((child) => (isValidElement(child) ? child.props : child));
      return (
        <tbody>
          <tr>
            <td>body</td>
          </tr>
        </tbody>
      );
    }
    const rowClick = vi.fn(() => false as const);
    function Table() {
      const list = useList({ data: records });
      return (
        <ListContextProvider value={{ ...list, selectedIds: [2] }}>
          <DataTable body={Body} rowClick={rowClick} hiddenColumns={['secret']}>
            <DataTable.Col source="name" />
            <DataTable.Col source="secret" />
          </DataTable>
        </ListContextProvider>
      );
    }
    const Wrapper = coreAdmin({ store: memoryStore() });
    render(
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <Table />
        </ResourceContextProvider>
      </Wrapper>,
    );
    await screen.findByText('body');
    expect(seen.data).toEqual(records);
    expect(seen.selectedIds).toEqual([2]);
    expect(seen.callbacks?.rowClick).toBe(rowClick);
    expect(typeof seen.callbacks?.handleToggleItem).toBe('function');
    expect(seen.hasBulkActions).toBe(true);
    expect(seen.store).toMatchObject({ storeKey: 'gadget.datatable', defaultHiddenColumns: ['secret'] });
    expect(seen.columns).toMatchObject([{ source: 'name' }, { source: 'secret' }]);
  });
});
