import { defaultPasswordConfig, PasswordConfig } from '../../src/api/contract/authType';
import { collectionRoutes, createRow, findRow, type CollectionSpec, type Input, updateRow } from '../collection';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { offeredTypes } from '../rules/offered';
import { implement, type Ctx, type Route } from '../context';
import { ApiError, ErrorBag, fail, invalid, json, notFound, zodFieldErrors } from '../rules/errors';
import { serverMessages } from '../../src/api/contract/errors';
import { keyPairErrors } from '../rules/keyPairErrors';
import { addChanges, addHistory } from '../rules/history';
import { socialAuthorizeUrl } from '../rules/providers';
import { allAuthTypeFields, authTypeDefaults, issuesTokens } from '../../src/api/contract/rules/authTypeFields';
import {
  defaultDetails,
  isKind,
  mergeDetails,
  validateAuthType,
  validateTypeCredentials,
} from '../rules/authTypeRules';
import type { AuthTypeRow } from '../store';
import { checkVersion, nextVersion } from '../rules/precondition';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export const authTypeJson = (t: AuthTypeRow) => ({
  id: t.id,
  title: t.title,
  type: t.type,
  projects: t.projects,
  details: t.details,
  password_config: t.password_config,
  priority: t.priority,
  has_credentials: Boolean(t.secret_key || t.private_key),
  credentials_updated_at: t.credentials_updated_at,
  created_at: t.created_at,
  updated_at: t.updated_at,
});

const snapshot = (t: AuthTypeRow): Record<string, unknown> => ({ title: t.title, projects: t.projects, ...t.details });

export const authTypeSpec: CollectionSpec<AuthTypeRow> = {
  table: 'authType',
  endpoints: { ...authTypeEndpoints, create: undefined, update: undefined },
  searchFields: ['title', 'type'],
  defaultSort: { field: 'priority', order: 'asc' },
  filters: { projects: (row, values) => row.projects.some((p) => values.includes(p)) },
  validate: (input, ctx, existing) => validateAuthType(input, ctx.org, offeredTypes(ctx.state.store), existing),
  build: (input, ctx) => {
    const kind = input.type as AuthTypeRow['type'];
    const rows = ctx.org.tables.authType.rows;
    // Signing credentials belong to the kinds that issue tokens; another kind's are dropped, as its other fields are.
    const keys: Input = issuesTokens(kind) ? input : {};
    return {
      title: String(input.title).trim(),
      type: kind,
      projects: ((input.projects as unknown[] | undefined) ?? []).map(String),
      details: mergeDetails(kind, defaultDetails(kind), input),
      password_config: kind === 'social' ? null : { ...defaultPasswordConfig },
      priority: rows.reduce((max, r) => Math.max(max, r.priority), -1) + 1,
      secret_key: str(keys.secret_key),
      public_key: str(keys.public_key),
      private_key: str(keys.private_key),
      credentials_updated_at: str(keys.secret_key) || str(keys.private_key) ? ctx.nowIso : null,
      created_at: ctx.nowIso,
      updated_at: ctx.nowIso,
    };
  },
  patch: (row, input, ctx) => ({
    ...(input.title !== undefined ? { title: String(input.title).trim() } : {}),
    ...(input.projects !== undefined ? { projects: (input.projects as unknown[]).map(String) } : {}),
    details: mergeDetails(row.type, row.details, input),
    updated_at: ctx.nowIso,
  }),
  toJson: (row) => authTypeJson(row),
  onCreate: (row, ctx) => addHistory(ctx, 'auth_type', row.id, 'created', { after: row.title }),
  onUpdate: (row, before, ctx) =>
    addChanges(ctx, 'auth_type', row.id, snapshot(before), snapshot(row), ['title', 'projects', ...allAuthTypeFields]),
  onDelete: (rows, ctx) => {
    const ids = new Set(rows.map((r) => r.id));
    const t = ctx.org.tables;
    t.hook.removeWhere((h) => ids.has(h.auth_type_id));
    t.credential.removeWhere((c) => ids.has(c.auth_type_id));
    t.history.removeWhere((h) => h.subject === 'auth_type' && ids.has(h.subject_id));
  },
};

const kindParam = (ctx: Ctx) => {
  const kind = ctx.params.type;
  if (!isKind(kind)) throw notFound();
  return kind;
};

const createByType = implement(authTypeEndpoints.create, async (ctx) => {
  const kind = kindParam(ctx);
  const input: Input = { ...(await ctx.body()), type: kind };
  if (issuesTokens(kind)) {
    // A key pair given on create is loaded as the credentials call loads it; the other rules with it.
    const pair = await keyPairErrors(input.algorithm ?? authTypeDefaults(kind).algorithm, input);
    if (Object.keys(pair).length)
      new ErrorBag()
        .merge(authTypeSpec.validate?.(input, ctx) ?? undefined)
        .merge(pair)
        .throwIfAny();
  }
  return json(authTypeJson(createRow(authTypeSpec, input, ctx)), 201);
});

const updateByType = implement(authTypeEndpoints.update, async (ctx) => {
  const kind = kindParam(ctx);
  const row = findRow(authTypeSpec, ctx, ctx.params.id);
  return json(authTypeJson(updateRow(authTypeSpec, row, { ...(await ctx.body()), type: kind }, ctx)));
});

/** The ids' order as stored now (highest priority first). */
const storedOrder = (rows: readonly AuthTypeRow[], ids: readonly string[]) =>
  [...rows]
    .sort((a, b) => a.priority - b.priority)
    .map((r) => r.id)
    .filter((id) => ids.includes(id));

const priorities = implement(authTypeEndpoints.priorities, async (ctx) => {
  const { ids, previous } = await ctx.body<{ ids?: unknown; previous?: unknown }>();
  if (!Array.isArray(ids)) throw invalid({ ids: ['This field is required'] });
  const rows = ctx.org.tables.authType.rows;
  const listed = ids.map(String);
  if (listed.some((id) => !rows.some((r) => r.id === id))) throw invalid({ ids: ['Not found'] });
  // The order the client moved rows in must still be the stored one (another reordering since: 412).
  if (Array.isArray(previous)) {
    const seen = previous.map(String);
    if (seen.join() !== storedOrder(rows, seen).join())
      throw new ApiError(412, {
        message: serverMessages.staleVersion,
        current: { items: [...rows].sort((a, b) => a.priority - b.priority).map(authTypeJson) },
      });
  }
  const rest = rows.filter((r) => !listed.includes(r.id)).sort((a, b) => a.priority - b.priority);
  const order = [...listed.map((id) => rows.find((r) => r.id === id) as AuthTypeRow), ...rest];
  order.forEach((r, index) => {
    r.priority = index;
  });
  return json({ items: order.map(authTypeJson) });
});

const credentials = implement(authTypeEndpoints.credentials, async (ctx) => {
  const row = findRow(authTypeSpec, ctx, ctx.params.id);
  if (row.type !== 'jwt' && row.type !== 'social')
    throw fail(400, 'Credentials exist only for the types jwt and social');
  checkVersion(ctx, row, () => authTypeJson(row));
  const body = await ctx.body<Input>();
  const errors = validateTypeCredentials(row, body);
  if (Object.keys(errors).length) throw invalid(errors);
  new ErrorBag().merge(await keyPairErrors(row.details.algorithm, body)).throwIfAny();
  Object.assign(row, {
    secret_key: str(body.secret_key),
    public_key: str(body.public_key),
    private_key: str(body.private_key),
    credentials_updated_at: ctx.nowIso,
    updated_at: nextVersion(ctx, row),
  });
  addHistory(ctx, 'auth_type', row.id, 'changed', { field: 'credentials' });
  return json(authTypeJson(row));
});

const passwordConfig = implement(authTypeEndpoints.passwordConfig, async (ctx) => {
  const row = findRow(authTypeSpec, ctx, ctx.params.id);
  if (row.type === 'social') throw fail(400, 'Social types have no password settings');
  checkVersion(ctx, row, () => authTypeJson(row));
  const body = { ...(row.password_config ?? {}), ...(await ctx.body<Input>()) };
  const errors = zodFieldErrors(PasswordConfig, body);
  if (Object.keys(errors).length) throw invalid(errors);
  const config = PasswordConfig.parse(body);
  addChanges(ctx, 'auth_type', row.id, { password_config: row.password_config }, { password_config: config }, [
    'password_config',
  ]);
  Object.assign(row, { password_config: config, updated_at: nextVersion(ctx, row) });
  return json(authTypeJson(row));
});

/** Each provider's authorize page (simulator/handlers/socialProvider.ts), returning to the type's redirect_uri. */
const socialLinks = implement(authTypeEndpoints.socialLinks, (ctx) => {
  const row = findRow(authTypeSpec, ctx, ctx.params.id);
  if (row.type !== 'social') throw fail(400, 'Social links exist only for the social type');
  return json({
    items: (row.details.providers ?? []).map((provider) => ({ provider, url: socialAuthorizeUrl(ctx, row, provider) })),
  });
});

export const authTypeRoutes: Route[] = [
  priorities,
  credentials,
  passwordConfig,
  socialLinks,
  ...collectionRoutes(authTypeSpec),
  createByType,
  updateByType,
];
