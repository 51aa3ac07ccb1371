import type { Problem, UniqueField, UniqueValues } from './types';

/** The form a unique field's values are compared in: trimmed, and lower-cased when case does not count. */
export const uniqueKey = (value: string, ignoreCase: boolean) =>
  ignoreCase ? value.trim().toLowerCase() : value.trim();

/**
 * The values of a file's unique fields: a value seen in an earlier row is a `duplicate` problem
 * (naming that row); the first row of each value is kept for the lookup of values already taken.
 */
export class UniqueValueTracker {
  /** Per field: compared form → [value as first written, its row]. */
  private readonly seen = new Map<string, Map<string, readonly [string, number]>>();
  private readonly columns = new Map<string, string>();

  constructor(private readonly fields: readonly UniqueField[]) {
    for (const field of fields) this.seen.set(field.field, new Map());
  }

  has(field: string): boolean {
    return this.seen.has(field);
  }

  /** A value of a unique field in `row` (its CSV `column`): the duplicate problem, or null the first time. */
  check(field: string, value: string, row: number, column: string): Problem | null {
    const seen = this.seen.get(field);
    const spec = this.fields.find((unique) => unique.field === field);
    if (!seen || !spec) return null;
    this.columns.set(field, column);
    const key = uniqueKey(value, spec.ignoreCase);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, [value.trim(), row]);
      return null;
    }
    return { code: 'duplicate', row, column, params: { first: first[1] } };
  }

  /** Each unique field's distinct values (as first written) with the row they first appear in. */
  values(): UniqueValues[] {
    return this.fields.map((spec) => ({
      ...spec,
      column: this.columns.get(spec.field) ?? spec.field,
      values: [...this.seen.get(spec.field)!.values()],
    }));
  }
}
