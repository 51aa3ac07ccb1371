/**
 * MUI's class names of the table parts and list item icons, which the hand-rendered list rows
 * (ListBody) carry so MUI's and react-admin's table styles apply to them; and of a switch's thumb,
 * which the phone theme places (layout/phoneComponents.ts). Plain strings, so the first screen's
 * bundle does not take MUI's class modules along; tests/unit/internals/muiClasses.test.ts checks
 * each against the installed MUI.
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
