import { z } from 'zod/mini';
import { DateTime, Id } from './common';

export const Project = z.object({
  id: Id,
  name: z.string(),
  alias: z.optional(z.nullable(z.string())),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Project = z.infer<typeof Project>;

export const ProjectInput = z.object({
  name: z.string().check(z.minLength(1)),
  alias: z.optional(z.nullable(z.string())),
});
export type ProjectInput = z.infer<typeof ProjectInput>;
