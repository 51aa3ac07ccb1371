/** The sort react-admin's list controller asks for when the list declares none (`useListParams`). */
export const raDefaultSort = { field: 'id', order: 'ASC' } as const;
