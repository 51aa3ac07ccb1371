import type { HistoryEntry } from '../../api/contract/history';
import { lazyComponent } from '../lazyComponent';
import type { ListOptions } from '../resource/ListOptions';
import type { FieldDeclaration } from '../resource/ResourceDeclaration';
import type * as z from 'zod/v4/core';

type Entry = z.output<typeof HistoryEntry>;
type EntryInput = z.input<typeof HistoryEntry>;

// The table and cards load with the list that shows them.
const HistoryRows = lazyComponent(() => import('./HistoryRows').then((module) => module.HistoryRows));

/**
 * The fields of a history resource (a user's, an auth type's): the date and event filter the list
 * (the event among the subject's `events`); the rest are what a CSV export holds.
 */
export function historyFields(events: readonly string[]) {
  // Each field keeps its literal source, so the declaration's labels are checked (englishLabels.ts).
  return [
    { source: 'created_at', kind: 'datetime', filter: 'alwaysOn' },
    { source: 'event', kind: 'enum', choices: events, filter: 'alwaysOn' },
    { source: 'field', list: { sortable: false } },
    { source: 'before', kind: 'json', list: { sortable: false } },
    { source: 'after', kind: 'json', list: { sortable: false } },
    { source: 'actor', kind: 'text', value: (entry) => entry.actor?.name ?? null, list: { sortable: false } },
    { source: 'browser', list: { sortable: false } },
    { source: 'os', list: { sortable: false } },
    { source: 'device', list: { sortable: false } },
  ] as const satisfies readonly FieldDeclaration<Entry, EntryInput, Extract<keyof Entry, string>>[];
}

/** A history list: 10 a page from page 1 (SPEC §9), newest first, the generic page sizes, nothing to select or delete. */
export const historyList: ListOptions<Entry, Extract<keyof Entry, string>> = {
  sort: { field: 'created_at', order: 'DESC' },
  perPage: 10,
  search: false,
  bulkDelete: false,
  actions: [],
  rows: HistoryRows,
};
