import type { en } from './en';

/** The same shape as `T` with every leaf widened to `string` (literal types would be too strict). */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every catalog must have: exactly the keys of the English catalog. */
export type Messages = DeepStrings<typeof en>;
