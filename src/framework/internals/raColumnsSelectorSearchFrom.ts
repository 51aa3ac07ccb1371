/**
 * From how many columns react-admin's column chooser (`ColumnsSelector`) shows its search field; the
 * console's own chooser (internals/redrawn/columns) does the same.
 */
export const raColumnsSelectorSearchFrom = 6;
