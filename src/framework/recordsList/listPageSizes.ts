/** The page sizes every list offers (the generic lists and the records lists' pager). */
export const listPageSizes = [10, 25, 50, 100] as const;
