/** The server's words for a number at or under its floor (the token lifetime rules). */
export const greaterThan = (value: number | string): string => `Value must be greater than ${value}`;
