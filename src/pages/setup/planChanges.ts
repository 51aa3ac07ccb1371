/** What planning compares with: values as the API stores them, field changes, hook keys. */
import type { HttpClient } from '../../api/http/createHttpClient';
import type { FieldChange } from './setupPlan';

/** Values compared as the API stores them: an empty text, a missing and a null value are the same. */
export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a === '' || a === undefined ? null : a) === JSON.stringify(b === '' || b === undefined ? null : b);

export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** A hook's key in a plan: its method and URL. */
export const hookKey = (hook: { method: string; url: string }) => `${hook.method} ${hook.url}`;
/** The client's call, loosely typed for plan steps built from data. */
export const call = (client: HttpClient) =>
  client.call.bind(client) as (endpoint: unknown, options: unknown) => Promise<unknown>;
