import { z } from 'zod';

/** Identifiers are opaque strings (the simulator uses numeric strings; a real API may use UUIDs). */
export const Id = z.union([z.string(), z.number()]).transform(String);
export type Id = string;

/** ISO-8601 date-time as sent by the API. */
export const DateTime = z.string();

/** Paging meta of every collection response. */
export const PageMeta = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive().optional(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** `{ items, meta }` envelope of collection responses. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: PageMeta });
export type Page<T> = { items: T[]; meta: PageMeta };

/** Query of collection calls (arrays serialised as repeated keys). */
export const ListQuery = z.object({
  page: z.number().int().positive().optional(),
  page_size: z.number().int().positive().optional(),
  sort_by: z.string().optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
  search: z.string().optional(),
  ids: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof ListQuery> & Record<string, unknown>;

/** Response of bulk deletes `DELETE /{entity}` with ids or filters. */
export const BulkDeleteResult = z.object({ deleted: z.number().int().nonnegative() });
