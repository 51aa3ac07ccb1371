import { z } from 'zod';

/** `GET /stats/dashboard`: one point per day for the last weeks. */
export const DashboardPoint = z.object({ date: z.string(), requests: z.number(), data_mb: z.number(), files_mb: z.number(), users: z.number() });
export const DashboardStats = z.object({
  points: z.array(DashboardPoint),
  week: z.object({ requests: z.number(), data_mb: z.number(), files_mb: z.number(), users: z.number() }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** `GET|PUT /preferences/{key}`: saved table preferences (per user and organization). */
export const TablePreferences = z.object({
  search: z.string().optional(),
  itemsPerPage: z.number().optional(),
  sortBy: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  columns: z.array(z.string()).optional(),
});
