import { fireEvent, render, screen } from '@testing-library/react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  TestMemoryRouter,
  useList,
  type RowClickFunction,
} from 'react-admin';
import { raRowClickKeywords } from '../../../src/framework/internals/raRowClickKeywords';
import { coreAdmin } from './coreAdmin';

/** Where a click on a row of the installed react-admin's DataTable leads, with `rowClick` set to `link`. */
async function clickRow(link: string) {
  let pathname = '/';
  const Wrapper = coreAdmin();
  function Table() {
    const list = useList({ data: [{ id: 1, name: 'Sprocket' }] });
    const rowClick: RowClickFunction = () => link;
    return (
      <ListContextProvider value={list}>
        <DataTable rowClick={rowClick} expand={<p>Expanded</p>}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListContextProvider>
    );
  }
  const { unmount } = render(
    <TestMemoryRouter locationCallback={(location) => (pathname = location.pathname)}>
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <Table />
        </ResourceContextProvider>
      </Wrapper>
    </TestMemoryRouter>,
  );
  fireEvent.click(await screen.findByText('Sprocket'));
  // The row's click handler is async (rowClick may answer a promise).
  await new Promise((resolve) => setTimeout(resolve, 100));
  const result = {
    pathname,
    expanded: !!screen.queryByText('Expanded'),
    selected: (screen.getAllByRole('checkbox').at(-1) as HTMLInputElement).checked,
  };
  unmount();
  return result;
}

/** The rowClick values react-admin's rows take as an action or a view's name, never as a path (ListBody skips them). */
describe('raRowClickKeywords', () => {
  it('a path is navigated to (the check below can tell)', async () => {
    expect((await clickRow('/elsewhere')).pathname).toBe('/elsewhere');
  });

  it('each does what its name says, none is navigated to as a path', async () => {
    expect(raRowClickKeywords).toEqual(['expand', 'toggleSelection', 'edit', 'show']);
    expect(await clickRow('expand')).toMatchObject({ pathname: '/', expanded: true });
    expect(await clickRow('toggleSelection')).toMatchObject({ pathname: '/', selected: true });
    expect((await clickRow('edit')).pathname).toBe('/gadget/1');
    expect((await clickRow('show')).pathname).toBe('/gadget/1/show');
  });
});
