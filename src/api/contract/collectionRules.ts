/**
 * What deleting a referenced record does to the records that refer to it: `refuse` (409 naming
 * them, nothing deleted), `cascade` (they are deleted with it) or `detach` (the reference is
 * cleared: a `ref` field becomes null, a `refs` list loses the id).
 */
export type OnDelete = 'refuse' | 'cascade' | 'detach';

export const onDeleteRules: readonly OnDelete[] = ['refuse', 'cascade', 'detach'];

/** A field holding the id (`ref`) or ids (`refs`, a list) of another resource's records. */
export interface FieldReference {
  /** The referenced resource, by its name in the contract (`project`, `user`, a generated one…). */
  readonly resource: string;
  readonly onDelete: OnDelete;
}

/**
 * The rules of a collection's records beyond their schemas, declared once in its contract module
 * (`collectionEndpoints({ …, rules })`) and read by the simulator's generic collection, the
 * conformance check, docs/API.md and docs/openapi.json:
 * - `references`: an id of no record of that resource is refused with 422 naming the field; a list
 *   of ids is stored without repeats; deleting a referenced record follows `onDelete`;
 * - `unique`: no two records of an organization share a value (422 naming the field);
 * - `writeOnly`: taken by creates and updates, never in an answer (secrets).
 */
export interface CollectionRules {
  readonly references?: Readonly<Record<string, FieldReference>>;
  readonly unique?: readonly string[];
  readonly writeOnly?: readonly string[];
}
