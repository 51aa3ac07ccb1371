import { render, screen } from '@testing-library/react';
import { DataTable, ListContextProvider, memoryStore, ResourceContextProvider, useList } from 'react-admin';
import { raDataTableStoreKeys } from '../../../src/framework/internals/raDataTableStoreKeys';
import { coreAdmin } from './coreAdmin';

const record = { id: 1, name: 'Sprocket', secret: 'hidden value', size: 'large' };

function Table({ storeKey }: { storeKey?: string }) {
  const list = useList({ data: [record] });
  return (
    <ListContextProvider value={list}>
      <DataTable {...(storeKey ? { storeKey } : {})} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="secret" />
        <DataTable.Col source="size" />
      </DataTable>
    </ListContextProvider>
  );
}

function renderTable(stored: Record<string, unknown>, storeKey?: string) {
  const Wrapper = coreAdmin({ store: memoryStore(stored) });
  render(
    <Wrapper>
      <ResourceContextProvider value="gadget">
        <Table {...(storeKey ? { storeKey } : {})} />
      </ResourceContextProvider>
    </Wrapper>,
  );
}

const cells = async () =>
  [...((await screen.findByText('Sprocket')).closest('tr') as HTMLElement).querySelectorAll('td')].map(
    (cell) => cell.textContent,
  );

/** Where the installed react-admin's DataTable reads its columns' preferences (src/framework/internals/raDataTableStoreKeys.ts). */
describe('raDataTableStoreKeys', () => {
  it("hides the columns whose sources are stored under a resource's table key (RaStoredHiddenColumns)", async () => {
    renderTable({ [raDataTableStoreKeys.table('gadget')]: ['secret'] });
    expect(await cells()).toEqual(['Sprocket', 'large']);
  });

  it('hides the columns stored under an explicit storeKey', async () => {
    renderTable({ 'gadget.custom': ['size'] }, 'gadget.custom');
    expect(await cells()).toEqual(['Sprocket', 'hidden value']);
  });

  it('shows the columns in the order stored under columnRanks (RaStoredColumnRanks)', async () => {
    const table = raDataTableStoreKeys.table('gadget');
    renderTable({ [table]: ['secret'], [raDataTableStoreKeys.columnRanks(table)]: [2, 0, 1] });
    expect(await cells()).toEqual(['large', 'Sprocket']);
  });
});
