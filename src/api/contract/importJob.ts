import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { oneOf, text, textLimits } from './rules/fieldRules';

/** Resources the CSV import accepts (served as `sources` in the init data). */
export const importSources = ['project', 'permission', 'user'] as const;
export type ImportSource = (typeof importSources)[number];

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

/** A batch of parsed rows (cells as text). */
const Rows = z.array(z.array(z.nullable(z.union([z.string(), z.number(), z.boolean()]))));
/** `POST /import`, first batch: what to import and how the columns map. */
export const ImportStartInput = z.strictObject({
  resource: oneOf(importSources),
  filename: z.optional(z.nullable(text(textLimits.name))),
  skip_first_line: z.optional(z.boolean()),
  mapping: z.record(z.string(), z.string()),
  rows: Rows,
});
/** `POST /import`, a later batch of the same job. */
export const ImportBatchInput = z.strictObject({ job_id: z.union([z.string(), z.number()]), rows: Rows });
