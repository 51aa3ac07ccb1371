import {
  formControlLabelClasses,
  listItemIconClasses,
  snackbarContentClasses,
  switchClasses,
  tableBodyClasses,
  tableCellClasses,
  tableRowClasses,
  tableSortLabelClasses,
} from '@mui/material';
import { muiClasses } from '../../../src/framework/internals/muiClasses';

describe('muiClasses', () => {
  it("names the installed MUI's own class names", () => {
    expect(muiClasses).toEqual({
      tableRow: tableRowClasses.root,
      tableRowHover: tableRowClasses.hover,
      tableCell: tableCellClasses.root,
      tableCellBody: tableCellClasses.body,
      tableCellHead: tableCellClasses.head,
      tableCellPaddingCheckbox: tableCellClasses.paddingCheckbox,
      tableBody: tableBodyClasses.root,
      tableSortLabelIcon: tableSortLabelClasses.icon,
      active: tableSortLabelClasses.active,
      selected: tableRowClasses.selected,
      listItemIcon: listItemIconClasses.root,
      switchBase: switchClasses.switchBase,
      snackbarContent: snackbarContentClasses.root,
      formControlLabelLabel: formControlLabelClasses.label,
    });
  });
});
