/**
 * From how many columns react-admin's column chooser (`ColumnsSelector`) shows its search field; the
 * console's own chooser (resource/views/columns) does the same.
 */
export const raColumnsSelectorSearchFrom = 6;
