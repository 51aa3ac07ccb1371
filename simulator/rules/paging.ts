import { pageSizes, type Page } from '../../src/api/contract/common';

export interface ListParams {
  page: number;
  page_size: number;
  sort_by: string | undefined;
  sort_order: 'asc' | 'desc';
  search: string | undefined;
  ids: string[] | undefined;
  /** Every other query key (repeated keys → several values). */
  filters: Record<string, string[]>;
}

export type FilterFn<T> = (row: T, values: string[]) => boolean;

export interface ListRules<T> {
  searchFields?: readonly string[];
  /** Custom filters by query key; other keys filter by field equality / array membership. */
  filters?: Record<string, FilterFn<T>>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Value of a field for sorting/searching/filtering (default: row[field]). */
  fieldValue?: (row: T, field: string) => unknown;
}

const reserved = new Set(['page', 'page_size', 'sort_by', 'sort_order', 'search', 'ids', 'ids[]', '_']);

export function parseListParams(query: URLSearchParams, defaultPageSize: number = pageSizes.lookup): ListParams {
  const ids = query
    .getAll('ids')
    .concat(query.getAll('ids[]'))
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  const filters: Record<string, string[]> = {};
  for (const key of new Set(query.keys())) {
    if (reserved.has(key)) continue;
    const values = query.getAll(key).filter((v) => v !== '');
    if (values.length) filters[key.replace(/\[\]$/, '')] = values;
  }
  const int = (v: string | null, d: number) => {
    const n = Number.parseInt(v ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : d;
  };
  const search = query.get('search')?.trim();
  return {
    page: int(query.get('page'), 1),
    page_size: Math.min(int(query.get('page_size'), ids.length ? pageSizes.ids : defaultPageSize), pageSizes.max),
    sort_by: query.get('sort_by') || undefined,
    sort_order: query.get('sort_order')?.toLowerCase() === 'desc' ? 'desc' : 'asc',
    search: search || undefined,
    ids: ids.length ? ids : undefined,
    filters,
  };
}

/** True when the query selects a subset (ids, search or filters): bulk deletes without it delete all. */
export const hasSelection = (p: ListParams): boolean => Boolean(p.ids || p.search || Object.keys(p.filters).length);

const fieldValue = <T>(rules: ListRules<T>, row: T, field: string): unknown =>
  rules.fieldValue ? rules.fieldValue(row, field) : (row as Record<string, unknown>)[field];

function matchesFilter<T>(rules: ListRules<T>, row: T, key: string, values: string[]): boolean {
  const custom = rules.filters?.[key];
  if (custom) return custom(row, values);
  const range = /^(.*)_(from|to)$/.exec(key);
  const record = row as Record<string, unknown>;
  if (range && !(key in (record as object)) && range[1] && range[1] in (record as object)) {
    const v = String(fieldValue(rules, row, range[1]) ?? '');
    const bound = values[0] ?? '';
    return range[2] === 'from' ? v >= bound : v <= bound || v.startsWith(bound);
  }
  if (!(key in (record as object)) && !rules.fieldValue) return true; // unknown keys are ignored
  const value = fieldValue(rules, row, key);
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.some((v) => values.includes(String(v)));
  return values.includes(String(value));
}

/** ids, filters and search applied (no sorting or paging): the selection of lists and bulk deletes. */
export function selectRows<T extends { id: string }>(rows: T[], p: ListParams, rules: ListRules<T>): T[] {
  let out = rows;
  if (p.ids) {
    const ids = p.ids;
    out = out.filter((r) => ids.includes(r.id));
  }
  for (const [key, values] of Object.entries(p.filters)) out = out.filter((r) => matchesFilter(rules, r, key, values));
  if (p.search) {
    const needle = p.search.toLowerCase();
    const fields = rules.searchFields ?? [];
    out = out.filter(
      (r) =>
        r.id === p.search ||
        fields.some((f) =>
          String(fieldValue(rules, r, f) ?? '')
            .toLowerCase()
            .includes(needle),
        ),
    );
  }
  return out;
}

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const na = typeof a === 'number' ? a : typeof a === 'string' && /^\d+$/.test(a) ? Number(a) : NaN;
  const nb = typeof b === 'number' ? b : typeof b === 'string' && /^\d+$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  const sa = Array.isArray(a) ? a.length : String(a);
  const sb = Array.isArray(b) ? b.length : String(b);
  if (typeof sa === 'number' && typeof sb === 'number') return sa - sb;
  return String(sa).localeCompare(String(sb), 'en', { sensitivity: 'base' });
}

export function sortRows<T extends { id: string }>(rows: T[], p: ListParams, rules: ListRules<T>): T[] {
  const field = p.sort_by ?? rules.defaultSort?.field ?? 'id';
  const order = p.sort_by ? p.sort_order : (rules.defaultSort?.order ?? 'asc');
  const sign = order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const c = compareValues(fieldValue(rules, a, field), fieldValue(rules, b, field));
    return sign * (c !== 0 ? c : compareValues(a.id, b.id));
  });
}

export function pageOf<T>(rows: T[], p: ListParams): Page<T> {
  const total = rows.length;
  const start = (p.page - 1) * p.page_size;
  return {
    items: rows.slice(start, start + p.page_size),
    meta: { total, page: p.page, page_size: p.page_size, total_pages: Math.ceil(total / p.page_size) },
  };
}

/** select + sort + page. */
export function listRows<T extends { id: string }>(rows: T[], p: ListParams, rules: ListRules<T>): Page<T> {
  return pageOf(sortRows(selectRows(rows, p, rules), p, rules), p);
}
