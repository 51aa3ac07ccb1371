import { z } from 'zod/mini';

/** Client error log entry posted to the log base URL (SPEC §3). */
export const LogEntry = z.object({
  msg: z.string(),
  env: z.literal('production'),
  level: z.literal('ERROR'),
  args: z.object({
    stack: z.optional(z.string()),
    name: z.optional(z.string()),
    context: z.optional(z.unknown()),
    url: z.string(),
    userAgent: z.string(),
    timestamp: z.string(),
  }),
});
export type LogEntry = z.infer<typeof LogEntry>;
