import { serverMessages } from '../../src/api/contract/errors';
import { userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { UserInput } from '../../src/api/contract/user';
import { collectionRoutes, type CollectionSpec, type Input } from '../collection';
import type { Ctx } from '../context';
import { consoleAuthType } from '../rules/auth';
import { ErrorBag } from '../rules/errors';
import { addChanges, addHistory } from '../rules/history';
import { passwordProblems } from '../rules/passwordRules';
import type { OrgData, UserRow } from '../store';
import { guardDemoAccount } from '../rules/demoAccount';
import { profileJson } from './profiles';

const blankToNull = (v: unknown) => (v === '' ? null : v);

export function userJson(u: UserRow, org: OrgData) {
  const t = org.tables;
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    note: u.note,
    available_auth_types: [...new Set(t.credential.where((c) => c.user_id === u.id).map((c) => c.auth_type_id))],
    profiles: t.profile.where((p) => p.user_id === u.id).map((p) => profileJson(p, org)),
    has_password: u.password !== null,
    admin: u.admin,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

/** Username uniqueness and the console password rules (shared with the me area). */
export function validateUserFields(input: Input, ctx: Ctx, existing?: { id: string }): ErrorBag {
  const bag = new ErrorBag();
  const username = typeof input.username === 'string' ? input.username.trim() : undefined;
  if (
    username &&
    ctx.org.tables.user.find((u) => u.username.toLowerCase() === username.toLowerCase() && u.id !== existing?.id)
  )
    bag.add('username', serverMessages.userExists);
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : undefined;
  if (email && ctx.org.tables.user.find((u) => u.email?.toLowerCase() === email && u.id !== existing?.id))
    bag.add('email', serverMessages.alreadyExists);
  if (typeof input.password === 'string' && input.password !== '')
    for (const m of passwordProblems(input.password, consoleAuthType(ctx.org)?.password_config)) bag.add('password', m);
  return bag;
}

const profileIds = (org: OrgData, u: UserRow, pick: (p: { project_id: string; permissions: string[] }) => string[]) =>
  org.tables.profile.where((p) => p.user_id === u.id).flatMap(pick);

export const userSpec: CollectionSpec<UserRow> = {
  table: 'user',
  endpoints: userEndpoints,
  // The demo lock guards the demo account itself, through these endpoints too.
  guard: (ctx, row, input) => guardDemoAccount(ctx.org, row, input),
  searchFields: ['username', 'name', 'email', 'note'],
  fields: ['username', 'name', 'email', 'note', 'password'],
  normalize: (input) => ({
    ...input,
    email: blankToNull(input.email),
    name: blankToNull(input.name),
    note: blankToNull(input.note),
  }),
  schema: UserInput,
  validate: (input, ctx, existing) => validateUserFields(input, ctx, existing).errors,
  filters: {
    projects: (u, values, ctx) => profileIds(ctx.org, u, (p) => [p.project_id]).some((id) => values.includes(id)),
    permissions: (u, values, ctx) => profileIds(ctx.org, u, (p) => p.permissions).some((id) => values.includes(id)),
    username: (u, values) => values.some((v) => v.toLowerCase() === u.username.toLowerCase()),
    email: (u, values) => u.email !== null && values.some((v) => v.toLowerCase() === u.email?.toLowerCase()),
    auth_types: (u, values, ctx) =>
      ctx.org.tables.credential.where((c) => c.user_id === u.id).some((c) => values.includes(c.auth_type_id)),
  },
  build: (input, ctx) => ({
    username: String(input.username).trim(),
    name: (input.name as string | null | undefined) ?? null,
    email: (input.email as string | null | undefined) ?? null,
    note: (input.note as string | null | undefined) ?? null,
    password: typeof input.password === 'string' && input.password ? input.password : null,
    social: {},
    admin: false,
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  patch: (_row, input, ctx) => {
    const out: Partial<UserRow> = { updated_at: ctx.nowIso };
    if (typeof input.username === 'string') out.username = input.username.trim();
    for (const f of ['name', 'email', 'note'] as const) if (f in input) out[f] = (input[f] as string | null) ?? null;
    if (typeof input.password === 'string' && input.password) out.password = input.password;
    return out;
  },
  toJson: (row, ctx) => userJson(row, ctx.org),
  onCreate: (row, ctx) => addHistory(ctx, 'user', row.id, 'created', { after: row.username }),
  onUpdate: (row, before, ctx) => {
    addChanges(ctx, 'user', row.id, before as unknown as Input, row as unknown as Input, [
      'username',
      'name',
      'email',
      'note',
      'password',
    ]);
  },
  onDelete: (rows, ctx) => {
    const ids = new Set(rows.map((r) => r.id));
    const t = ctx.org.tables;
    for (const table of [t.credential, t.profile, t.session, t.apiKey]) table.removeWhere((r) => ids.has(r.user_id));
    t.history.removeWhere((h) => h.subject === 'user' && ids.has(h.subject_id));
  },
};

export const userRoutes = collectionRoutes(userSpec);
