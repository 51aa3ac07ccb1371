import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

// The contract is written with zod/mini: tree-shakable, so the first screen's bundle carries only the
// parsers it uses (classic zod adds ~25 KB gzipped to every page).

/** Identifiers are opaque strings (the simulator uses numeric strings; a real API may use UUIDs). */
export const Id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export type Id = string;

/** ISO-8601 date-time as sent by the API. */
export const DateTime = z.string();

const count = () => z.number().check(z.int(), z.nonnegative());

/** Paging meta of every collection response. */
export const PageMeta = z.object({
  total: count(),
  page: z.optional(z.number().check(z.int(), z.positive())),
  page_size: z.number().check(z.int(), z.positive()),
  total_pages: count(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/**
 * Page sizes of collection calls (SPEC §7: simple lookups use page_size 10, or 100 when ids are
 * given). A larger page_size than `max` is answered with pages of `max` (the meta says so); reading a
 * whole collection follows `meta.total_pages`.
 */
export const pageSizes = { lookup: 10, ids: 100, max: 1000 } as const;

/** `{ items, meta }` envelope of collection responses. */
export const pageOf = <T extends $ZodType>(item: T) => z.object({ items: z.array(item), meta: PageMeta });
export type Page<T> = { items: T[]; meta: PageMeta };

/** Query of collection calls (arrays serialised as repeated keys). */
export const ListQuery = z.object({
  page: z.optional(z.number().check(z.int(), z.positive())),
  page_size: z.optional(z.number().check(z.int(), z.positive())),
  sort_by: z.optional(z.string()),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
  search: z.optional(z.string()),
  ids: z.optional(z.array(z.string())),
});
export type ListQuery = z.infer<typeof ListQuery> & Record<string, unknown>;

/** Response of bulk deletes `DELETE /{entity}` with ids or filters. */
export const BulkDeleteResult = z.object({ deleted: count() });

/** `{ message }` answer of calls that only confirm. */
export const MessageResponse = z.object({ message: z.string() });
