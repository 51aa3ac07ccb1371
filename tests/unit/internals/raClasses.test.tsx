import { render, screen } from '@testing-library/react';
import {
  BulkActionsToolbarClasses,
  ConfigurableClasses,
  DataTable,
  DataTableClasses,
  LayoutClasses,
  ListClasses,
  ListContextProvider,
  ResourceContextProvider,
  ToolbarClasses,
  useList,
} from 'react-admin';
import { muiClasses } from '../../../src/framework/internals/muiClasses';
import { raClasses } from '../../../src/framework/internals/raClasses';
import { coreAdmin } from './coreAdmin';

/** The class names src/framework/internals/raClasses.ts spells out are the installed react-admin's. */
describe('raClasses', () => {
  it("names react-admin's own class names", () => {
    expect(raClasses).toMatchObject({
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
      bulkActionsToolbarTopToolbar: BulkActionsToolbarClasses.topToolbar,
      toolbarMobileToolbar: ToolbarClasses.mobileToolbar,
    });
  });

  // ListBody's hand-rendered rows carry the same classes, MUI's included, so the same styles apply.
  it("are on a DataTable's wrapper, body, rows, cells and checkboxes, beside MUI's", async () => {
    function Table() {
      const list = useList({ data: [{ id: 1, name: 'Sprocket' }] });
      return (
        <ListContextProvider value={list}>
          <DataTable rowClick="edit">
            <DataTable.Col source="name" />
          </DataTable>
        </ListContextProvider>
      );
    }
    const Wrapper = coreAdmin();
    const { container } = render(
      <Wrapper>
        <ResourceContextProvider value="gadget">
          <Table />
        </ResourceContextProvider>
      </Wrapper>,
    );
    const row = (await screen.findByText('Sprocket')).closest('tr') as HTMLElement;
    expect(row).toHaveClass(
      raClasses.dataTableRow,
      raClasses.dataTableRowEven,
      raClasses.dataTableClickableRow,
      muiClasses.tableRow,
      muiClasses.tableRowHover,
    );
    expect(screen.getByText('Sprocket').closest('td')).toHaveClass(
      raClasses.dataTableRowCell,
      muiClasses.tableCell,
      muiClasses.tableCellBody,
    );
    expect(row.closest('tbody')).toHaveClass(raClasses.dataTableTbody, muiClasses.tableBody);
    expect(row.querySelector(`.${raClasses.dataTableCheckbox}`)).not.toBeNull();
    expect(container.querySelector(`.${raClasses.dataTableWrapper} table`)).not.toBeNull();
  });
});
