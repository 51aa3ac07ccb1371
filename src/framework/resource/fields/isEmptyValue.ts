/** A value a cell shows as nothing: none, or the empty string. */
export const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';
