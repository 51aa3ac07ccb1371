import type { CollectionRules } from '../../src/api/contract/collectionRules';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { serverMessages } from '../../src/api/contract/errors';
import type { DeclaredReference } from '../../src/api/contract/references';
import { serverMessageText } from '../../src/api/contract/serverMessageText';
import type { Ctx } from '../context';
import { tableOf, type Row } from '../store';
import { fail, type FieldErrors } from './errors';

type Values = Record<string, unknown>;

/** The rules a collection's contract declares for its records (`collectionEndpoints({ rules })`), if any. */
export function rulesOf(endpoints: object): CollectionRules | undefined {
  return (Object.values(endpoints) as (AnyEndpoint | undefined)[]).find((endpoint) => endpoint?.resource?.rules)
    ?.resource?.rules;
}

const idsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];

/** The input with each list of referenced ids (`refs`) without repeats, in the order first sent. */
export function withoutRepeatedIds(rules: CollectionRules | undefined, input: Values): Values {
  const out = { ...input };
  for (const field of Object.keys(rules?.references ?? {}))
    if (Array.isArray(out[field])) out[field] = [...new Set((out[field] as unknown[]).map(String))];
  return out;
}

/** 422 field errors for every reference sent that names no record of its resource. */
export function unknownReferences(rules: CollectionRules | undefined, input: Values, ctx: Ctx): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, reference] of Object.entries(rules?.references ?? {})) {
    if (!(field in input)) continue;
    const table = tableOf(ctx.org, reference.resource);
    if (idsIn(input[field]).some((id) => !table.get(id))) errors[field] = [serverMessages.unknownReference];
  }
  return errors;
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;

/** 422 field errors for every unique field whose value another record of the table already has. */
export function takenValues(
  rules: CollectionRules | undefined,
  rows: readonly Row[],
  input: Values,
  existing?: Row,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of rules?.unique ?? []) {
    const value = input[field];
    if (value === undefined || value === null || value === '') continue;
    if (rows.some((row) => row.id !== existing?.id && sameValue((row as unknown as Values)[field], value)))
      errors[field] = [serverMessages.alreadyExists];
  }
  return errors;
}

/** A record's answer without its write-only fields (secrets are taken, never given back). */
export function withoutWriteOnly(rules: CollectionRules | undefined, value: unknown): unknown {
  const hidden = rules?.writeOnly ?? [];
  if (!hidden.length || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.includes(key)));
}

/** Names records in a refusal: `webhookEndpoint 3, 5 (project_id)`, at most ten ids each. */
function named(refusals: readonly { reference: DeclaredReference; ids: string[] }[]): string {
  return refusals
    .map(({ reference, ids }) => {
      const shown = ids.slice(0, 10).join(', ');
      const more = ids.length > 10 ? ` … (${ids.length})` : '';
      return `${reference.from} ${shown}${more} (${reference.field})`;
    })
    .join('; ');
}

/**
 * Deletes `rows` of `table` as the references to them declare (`onDelete`), through `remove`,
 * which takes the rows out of their own table. First, what the deletion reaches: the records that
 * `cascade` from them, and from those, and so on; any record a `refuse` reference still holds
 * refuses the whole deletion (409 naming them, nothing deleted). Then `remove`, the cascaded
 * records, and the `detach` references cleared (a `ref` set to null, a `refs` list without the id).
 */
export function deleteReferenced<T extends Row>(
  references: readonly DeclaredReference[],
  table: string,
  rows: readonly T[],
  ctx: Ctx,
  remove: () => T[],
): T[] {
  if (!references.length || !rows.length) return remove();
  const going = new Map<string, Set<string>>([[table, new Set(rows.map((row) => row.id))]]);
  const refusals: { reference: DeclaredReference; ids: string[] }[] = [];
  const detached: { reference: DeclaredReference; ids: Set<string> }[] = [];
  const queue: [string, Set<string>][] = [[table, going.get(table)!]];
  while (queue.length) {
    const [target, ids] = queue.shift()!;
    for (const reference of references.filter((r) => r.to === target)) {
      const leaving = going.get(reference.from) ?? new Set<string>();
      const holders = tableOf(ctx.org, reference.from).rows.filter(
        (row) => !leaving.has(row.id) && idsIn((row as unknown as Values)[reference.field]).some((id) => ids.has(id)),
      );
      if (!holders.length) continue;
      if (reference.onDelete === 'refuse') refusals.push({ reference, ids: holders.map((row) => row.id) });
      else if (reference.onDelete === 'detach') detached.push({ reference, ids });
      else {
        const cascaded = new Set(holders.map((row) => row.id));
        for (const id of cascaded) leaving.add(id);
        going.set(reference.from, leaving);
        queue.push([reference.from, cascaded]);
      }
    }
  }
  // A record that a refusing reference holds is refused even when it goes by a cascade of its own.
  const refused = refusals.filter(({ reference, ids }) => ids.some((id) => !going.get(reference.from)?.has(id)));
  if (refused.length) throw fail(409, serverMessageText('referencedBy', { dependents: named(refused) }));
  const removed = remove();
  for (const [name, ids] of going) if (name !== table) tableOf(ctx.org, name).removeWhere((row) => ids.has(row.id));
  for (const { reference, ids } of detached)
    for (const row of tableOf(ctx.org, reference.from).rows) {
      const values = row as unknown as Values;
      const value = values[reference.field];
      if (Array.isArray(value)) values[reference.field] = value.filter((id) => !ids.has(String(id)));
      else if (value !== null && value !== undefined && ids.has(String(value))) values[reference.field] = null;
    }
  return removed;
}
