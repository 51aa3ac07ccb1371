import { serverMessages } from '../../src/api/contract/errors';
import { ProjectInput, projectEndpoints } from '../../src/api/contract/project';
import { collectionRoutes, type CollectionSpec } from '../collection';
import type { FieldErrors } from '../rules/errors';
import type { ProjectRow } from '../store';

export const projectSpec: CollectionSpec<ProjectRow> = {
  table: 'project',
  endpoints: projectEndpoints,
  searchFields: ['name', 'alias'],
  fields: ['name', 'alias'],
  schema: ProjectInput,
  validate: (input, ctx, existing) => {
    const alias = typeof input.alias === 'string' ? input.alias.trim() : '';
    const taken = alias && ctx.org.tables.project.find((p) => p.alias === alias && p.id !== existing?.id);
    return taken ? ({ alias: [serverMessages.alreadyExists] } satisfies FieldErrors) : undefined;
  },
  build: (input, ctx) => ({
    name: String(input.name).trim(),
    alias: typeof input.alias === 'string' && input.alias.trim() ? input.alias.trim() : null,
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  patch: (_row, input, ctx) => ({
    ...(input.name !== undefined ? { name: String(input.name).trim() } : {}),
    ...(input.alias !== undefined
      ? { alias: typeof input.alias === 'string' && input.alias.trim() ? input.alias.trim() : null }
      : {}),
    updated_at: ctx.nowIso,
  }),
  onDelete: (rows, ctx) => {
    const ids = new Set(rows.map((r) => r.id));
    for (const t of ctx.org.tables.authType.rows) t.projects = t.projects.filter((p) => !ids.has(p));
    ctx.org.tables.profile.removeWhere((p) => ids.has(p.project_id));
  },
};

export const projectRoutes = collectionRoutes(projectSpec);
