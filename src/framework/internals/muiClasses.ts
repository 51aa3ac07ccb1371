/**
 * MUI's class names of the table parts and list item icons, which the hand-rendered list rows
 * (ListBody) carry so MUI's and react-admin's table styles apply to them, and of the header cells
 * the list's own styles reach; of a switch's thumb,
 * which the phone theme places (layout/phoneComponents.ts); of a notification's content and a
 * switch's label, which the themes and the column chooser style. Plain strings, so the first screen's
 * bundle does not take MUI's class modules along; tests/unit/internals/muiClasses.test.ts checks
 * each against the installed MUI.
 */
export const muiClasses = {
  tableRow: 'MuiTableRow-root',
  tableRowHover: 'MuiTableRow-hover',
  tableCell: 'MuiTableCell-root',
  tableCellBody: 'MuiTableCell-body',
  tableCellHead: 'MuiTableCell-head',
  tableCellPaddingCheckbox: 'MuiTableCell-paddingCheckbox',
  tableBody: 'MuiTableBody-root',
  tableSortLabelIcon: 'MuiTableSortLabel-icon',
  active: 'Mui-active',
  selected: 'Mui-selected',
  listItemIcon: 'MuiListItemIcon-root',
  switchBase: 'MuiSwitch-switchBase',
  snackbarContent: 'MuiSnackbarContent-root',
  formControlLabelLabel: 'MuiFormControlLabel-label',
} as const;
