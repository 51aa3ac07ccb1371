/** Which generic form a part belongs to: a record's creation or its edit. */
export type FormMode = 'create' | 'edit';
