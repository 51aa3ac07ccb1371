import { z } from 'zod';
import { DateTime, Id } from './common';

export const importStatuses = ['new', 'processing', 'fail', 'success'] as const;
export const ImportJob = z.object({
  id: Id,
  resource: z.string(),
  status: z.enum(importStatuses),
  filename: z.string().nullable(),
  skip_first_line: z.boolean(),
  mapping: z.record(z.string(), z.string()),
  total: z.number(),
  imported: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: z.string() })),
  created_at: DateTime,
  finished_at: DateTime.nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
