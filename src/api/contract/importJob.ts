import { z } from 'zod/mini';
import { DateTime, Id } from './common';

export const importStatuses = ['new', 'processing', 'fail', 'success'] as const;
export const ImportJob = z.object({
  id: Id,
  resource: z.string(),
  status: z.enum(importStatuses),
  filename: z.nullable(z.string()),
  skip_first_line: z.boolean(),
  mapping: z.record(z.string(), z.string()),
  total: z.number(),
  imported: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.nullable(z.string()), message: z.string() })),
  created_at: DateTime,
  finished_at: z.nullable(DateTime),
});
export type ImportJob = z.infer<typeof ImportJob>;
