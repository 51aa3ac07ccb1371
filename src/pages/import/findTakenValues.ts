import type { AnyEndpoint } from '../../api/contract/endpoint';
import type { Page } from '../../api/contract/common';
import type { HttpClient } from '../../api/http/createHttpClient';
import { readAllPages } from '../../api/http/readAllPages';
import type { Problem, UniqueValues } from '../../import/types';
import { uniqueKey } from '../../import/uniqueValues';

type Listed = Record<string, unknown> & { id: unknown };

/** Values asked for in one lookup (repeated query keys: the address stays well under 8 KB). */
export const LOOKUP_BATCH = 100;

interface LookupRequest {
  client: Pick<HttpClient, 'call'>;
  /** The resource's list call: it filters by each unique field (a list of exact values). */
  list: AnyEndpoint;
  unique: readonly UniqueValues[];
  onProgress: (checked: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * The values of a file's unique fields already taken by records on the server, as problems at the
 * row and column of their first appearance: the list call filtered by batches of values.
 */
export async function findTakenValues({ client, list, unique, onProgress, signal }: LookupRequest): Promise<Problem[]> {
  const total = unique.reduce((sum, field) => sum + field.values.length, 0);
  const problems: Problem[] = [];
  let checked = 0;
  for (const field of unique) {
    const rows = new Map(field.values.map(([value, row]) => [uniqueKey(value, field.ignoreCase), row]));
    for (let start = 0; start < field.values.length; start += LOOKUP_BATCH) {
      const batch = field.values.slice(start, start + LOOKUP_BATCH).map(([value]) => value);
      const found = await readAllPages<Listed>(
        (page, pageSize) =>
          // A resource's list call answers a page of its records (the contract's `pageOf`).
          client.call(list, {
            query: { [field.field]: batch, page, page_size: pageSize },
            ...(signal ? { signal } : {}),
          }) as unknown as Promise<Page<Listed>>,
      );
      for (const record of found) {
        const value = record[field.field];
        const row = typeof value === 'string' ? rows.get(uniqueKey(value, field.ignoreCase)) : undefined;
        if (row !== undefined) problems.push({ code: 'taken', row, column: field.column });
      }
      checked += batch.length;
      onProgress(checked, total);
    }
  }
  return problems;
}
