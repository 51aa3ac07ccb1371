import { serverMessages } from '../../src/api/contract/errors';
import { credentialEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { CredentialInput } from '../../src/api/contract/user';
import { collectionRoutes, type CollectionSpec, type Input } from '../collection';
import type { Ctx } from '../context';
import { ErrorBag } from '../rules/errors';
import { addHistory } from '../rules/history';
import { passwordProblems } from '../rules/passwordRules';
import { refuseForDemoAccount } from '../rules/demoAccount';
import type { CredentialRow, OrgData } from '../store';

export const providersField = 'extra.social_providers';

export function credentialJson(c: CredentialRow, org: OrgData) {
  const t = org.tables.authType.get(c.auth_type_id);
  return {
    id: c.id,
    user_id: c.user_id,
    auth_type_id: c.auth_type_id,
    auth_type: t ? { id: t.id, title: t.title, type: t.type } : null,
    projects: t?.projects ?? [],
    extra: c.extra,
    note: c.note,
    has_password: c.password !== null,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

function providersOf(input: Input): string[] | undefined {
  const extra = input.extra as { social_providers?: unknown } | undefined;
  const list = extra?.social_providers ?? input.social_providers;
  return Array.isArray(list) ? list.map(String) : undefined;
}

function validate(input: Input, ctx: Ctx, existing?: CredentialRow) {
  const bag = new ErrorBag();
  const t = ctx.org.tables;
  const authTypeId = (input.auth_type_id as string | undefined) ?? existing?.auth_type_id;
  const authType = t.authType.get(authTypeId);
  if (!authType) return bag.add('auth_type_id', serverMessages.notFound).errors;
  const userId = existing?.user_id ?? ctx.params.parentId;
  const siblings = t.credential.where(
    (c) => c.user_id === userId && c.auth_type_id === authType.id && c.id !== existing?.id,
  );
  if (authType.type === 'social') {
    const providers = providersOf(input) ?? existing?.extra.social_providers ?? [];
    if (providers.length === 0) bag.add(providersField, serverMessages.required);
    else if (providers.some((p) => !(authType.details.providers ?? []).includes(p)))
      bag.add(providersField, serverMessages.notFound);
    else if (siblings.some((c) => (c.extra.social_providers ?? []).some((p) => providers.includes(p))))
      bag.add(providersField, serverMessages.credentialExists);
  } else if (siblings.length) bag.add('auth_type_id', serverMessages.credentialExists);
  const password = typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
  const needsPassword = authType.type === 'basic' || authType.type === 'jwt';
  if (needsPassword && !password && !existing?.password) bag.add('password', serverMessages.required);
  if (password && authType.type !== 'social')
    for (const m of passwordProblems(password, authType.password_config)) bag.add('password', m);
  return bag.errors;
}

const eventOf = (ctx: Ctx, c: CredentialRow, action: 'added' | 'changed' | 'removed') =>
  `${ctx.org.tables.authType.get(c.auth_type_id)?.type === 'social' ? 'social_' : ''}credentials_${action}`;

export const credentialSpec: CollectionSpec<CredentialRow> = {
  table: 'credential',
  endpoints: credentialEndpoints,
  parent: { table: 'user', key: 'user_id' },
  searchFields: ['note'],
  // The demo account's credentials are its sign-in: locked whatever the endpoint.
  guard: (ctx, row) =>
    refuseForDemoAccount(ctx.org, ctx.org.tables.user.get(row?.user_id ?? ctx.params.parentId ?? '')),
  normalize: (input) => ({
    ...input,
    ...(input.auth_type_id !== undefined && input.auth_type_id !== null
      ? { auth_type_id: String(input.auth_type_id) }
      : {}),
  }),
  schema: CredentialInput,
  validate,
  build: (input, ctx) => ({
    user_id: ctx.params.parentId ?? '',
    auth_type_id: String(input.auth_type_id),
    password: typeof input.password === 'string' && input.password ? input.password : null,
    note: (input.note as string | null | undefined) ?? null,
    extra: {
      ...((input.extra as object | undefined) ?? {}),
      ...(providersOf(input) ? { social_providers: providersOf(input) } : {}),
    },
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  patch: (row, input, ctx) => ({
    ...(typeof input.auth_type_id === 'string' ? { auth_type_id: input.auth_type_id } : {}),
    ...(typeof input.password === 'string' && input.password ? { password: input.password } : {}),
    ...('note' in input ? { note: (input.note as string | null) ?? null } : {}),
    ...(providersOf(input) ? { extra: { ...row.extra, social_providers: providersOf(input) } } : {}),
    updated_at: ctx.nowIso,
  }),
  toJson: (row, ctx) => credentialJson(row, ctx.org),
  onCreate: (row, ctx) =>
    addHistory(ctx, 'user', row.user_id, eventOf(ctx, row, 'added'), {
      field: 'auth_type_id',
      after: row.auth_type_id,
    }),
  onUpdate: (row, before, ctx) =>
    addHistory(ctx, 'user', row.user_id, eventOf(ctx, row, 'changed'), {
      field: 'auth_type_id',
      // The type's id before and after when the credential moved to another type; else the type's id.
      before: before.auth_type_id === row.auth_type_id ? null : before.auth_type_id,
      after: row.auth_type_id,
    }),
  onDelete: (rows, ctx) => {
    for (const row of rows)
      addHistory(ctx, 'user', row.user_id, eventOf(ctx, row, 'removed'), {
        field: 'auth_type_id',
        before: row.auth_type_id,
      });
  },
};

export const credentialRoutes = collectionRoutes(credentialSpec);
