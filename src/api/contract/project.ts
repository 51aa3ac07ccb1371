import { z } from 'zod/mini';
import { collectionEndpoints } from './collectionEndpoints';
import { DateTime, Id } from './common';
import { dateRange, strict } from './endpoint';

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

/** The projects' REST collection (SPEC §2). */
export const projectEndpoints = collectionEndpoints({
  resource: 'project',
  base: '/project',
  label: 'projects',
  item: Project,
  input: strict(ProjectInput),
  filters: {
    // Projects whose alias is one of these (exact): the import's lookup of taken values.
    alias: z.optional(z.array(z.string())),
    ...dateRange('created_at'),
  },
});
