import { z } from 'zod';
import { DateTime, Id } from './common';

export const Project = z.object({
  id: Id,
  name: z.string(),
  alias: z.string().nullable().optional(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Project = z.infer<typeof Project>;

export const ProjectInput = z.object({ name: z.string().min(1), alias: z.string().nullable().optional() });
export type ProjectInput = z.infer<typeof ProjectInput>;
