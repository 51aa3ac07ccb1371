import { serverMessages } from '../../src/api/contract/errors';
import { profileEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { ProfileInput } from '../../src/api/contract/user';
import { collectionRoutes, type CollectionSpec, type Input } from '../collection';
import { ErrorBag } from '../rules/errors';
import { addHistory } from '../rules/history';
import type { OrgData, ProfileRow } from '../store';

export function profileJson(p: ProfileRow, org: OrgData) {
  const project = org.tables.project.get(p.project_id);
  return {
    id: p.id,
    user_id: p.user_id,
    project_id: p.project_id,
    project: project ? { id: project.id, name: project.name } : null,
    name: p.name,
    email: p.email,
    permissions: p.permissions,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

const projectName = (org: OrgData, id: string) => org.tables.project.get(id)?.name ?? id;

export const profileSpec: CollectionSpec<ProfileRow> = {
  table: 'profile',
  endpoints: profileEndpoints,
  parent: { table: 'user', key: 'user_id' },
  searchFields: ['name', 'email'],
  filters: { permissions: (p, values) => p.permissions.some((id) => values.includes(id)) },
  normalize: (input, _ctx, existing) => ({
    ...input,
    ...(input.project_id !== undefined && input.project_id !== null ? { project_id: String(input.project_id) } : {}),
    ...(Array.isArray(input.permissions)
      ? { permissions: input.permissions.map(String) }
      : existing
        ? {}
        : { permissions: [] }),
    ...(input.email === '' ? { email: null } : {}),
  }),
  schema: ProfileInput,
  validate: (input: Input, ctx, existing) => {
    const bag = new ErrorBag();
    const t = ctx.org.tables;
    const projectId = (input.project_id as string | undefined) ?? existing?.project_id;
    const userId = existing?.user_id ?? ctx.params.parentId;
    if (projectId && !t.project.get(projectId)) bag.add('project_id', serverMessages.notFound);
    else if (t.profile.find((p) => p.user_id === userId && p.project_id === projectId && p.id !== existing?.id))
      bag.add('project_id', serverMessages.profileExists);
    const permissions = (input.permissions as string[] | undefined) ?? [];
    if (permissions.some((id) => !t.permission.get(id))) bag.add('permissions', serverMessages.notFound);
    return bag.errors;
  },
  build: (input, ctx) => ({
    user_id: ctx.params.parentId ?? '',
    project_id: String(input.project_id),
    name: (input.name as string | null | undefined) ?? null,
    email: (input.email as string | null | undefined) ?? null,
    permissions: input.permissions as string[],
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  patch: (_row, input, ctx) => {
    const out: Partial<ProfileRow> = { updated_at: ctx.nowIso };
    if (typeof input.project_id === 'string') out.project_id = input.project_id;
    if ('name' in input) out.name = (input.name as string | null) ?? null;
    if ('email' in input) out.email = (input.email as string | null) ?? null;
    if (Array.isArray(input.permissions)) out.permissions = input.permissions as string[];
    return out;
  },
  toJson: (row, ctx) => profileJson(row, ctx.org),
  onCreate: (row, ctx) =>
    addHistory(ctx, 'user', row.user_id, 'profile_added', {
      field: 'profile',
      after: projectName(ctx.org, row.project_id),
    }),
  onUpdate: (row, before, ctx) => {
    for (const field of ['project_id', 'name', 'email', 'permissions'] as const)
      if (JSON.stringify(before[field]) !== JSON.stringify(row[field]))
        addHistory(ctx, 'user', row.user_id, 'profile_changed', {
          field,
          before: before[field],
          after: row[field],
          project_id: row.project_id,
        });
  },
  onDelete: (rows, ctx) => {
    for (const row of rows)
      addHistory(ctx, 'user', row.user_id, 'profile_removed', {
        field: 'profile',
        before: projectName(ctx.org, row.project_id),
      });
  },
};

export const profileRoutes = collectionRoutes(profileSpec);
