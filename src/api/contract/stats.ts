import { z } from 'zod/mini';

/** `GET /stats/dashboard`: one point per day for the last weeks. */
export const DashboardPoint = z.object({
  date: z.string(),
  requests: z.number(),
  data_mb: z.number(),
  files_mb: z.number(),
  users: z.number(),
});
export const DashboardStats = z.object({
  points: z.array(DashboardPoint),
  week: z.object({ requests: z.number(), data_mb: z.number(), files_mb: z.number(), users: z.number() }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** `GET|PUT /preferences/{key}`: saved table preferences (per user and organization). */
export const TablePreferences = z.object({
  search: z.optional(z.string()),
  itemsPerPage: z.optional(z.number()),
  sortBy: z.optional(z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) })),
  filters: z.optional(z.record(z.string(), z.unknown())),
  columns: z.optional(z.array(z.string())),
});
