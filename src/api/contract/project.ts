import { z } from 'zod/mini';
import { collectionEndpoints } from './collectionEndpoints';
import { DateTime, Id } from './common';
import { dateRange, strict } from './endpoint';
import { identifier, plainText } from './rules/fieldRules';

export const Project = z.object({
  id: Id,
  name: z.string(),
  alias: z.optional(z.nullable(z.string())),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Project = z.infer<typeof Project>;

export const ProjectInput = z.object({
  name: identifier(),
  alias: z.optional(z.nullable(plainText())),
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
