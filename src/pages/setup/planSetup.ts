import type { AuthType, AuthTypeDetails } from '../../api/contract/authType';
import { authTypeEndpoints, hookEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import type { Hook } from '../../api/contract/hook';
import { permissionEndpoints } from '../../api/contract/permission';
import { projectEndpoints } from '../../api/contract/project';
import { authTypeFields } from '../../api/contract/rules/authTypeFields';
import type { HttpClient } from '../../api/http/createHttpClient';
import { isCredentialHeader } from './credentialHeader';
import { projectKey, type SetupAuthType, type SetupFile, type SetupHook } from './setupFile';
import type { FieldChange, PlanNotice, PlanStep, SetupPlan } from './setupPlan';
import type { SetupState } from './setupState';

export interface PlanOptions {
  /** Delete what the file does not list. */
  prune: boolean;
}

/** Values compared as the API stores them: an empty text, a missing and a null value are the same. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a === '' || a === undefined ? null : a) === JSON.stringify(b === '' || b === undefined ? null : b);

function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

const passwordFields = [
  'min_length',
  'extra_characters',
  'is_number_required',
  'is_upper_required',
  'is_lower_required',
];
const hookKey = (hook: { method: string; url: string }) => `${hook.method} ${hook.url}`;
const call = (client: HttpClient) =>
  client.call.bind(client) as (endpoint: unknown, options: unknown) => Promise<unknown>;

/** Header values a hook gets from the file: its own values, an existing one where the file has a secret marker. */
function hookHeaders(file: SetupHook, existing: Hook | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(file.headers).flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[name, value]]
        : existing && name in existing.headers
          ? [[name, existing.headers[name]!]]
          : [],
    ),
  );
}

/**
 * The steps that make the organization match a setup file, in dependency order: projects,
 * permissions, types, their password settings and hooks, then (when pruning) the deletions of
 * hooks and types, the priorities, and the deletions of permissions and projects. An organization
 * that matches the file gets no step.
 */
export function planSetup(client: HttpClient, file: SetupFile, state: SetupState, options: PlanOptions): SetupPlan {
  const send = call(client);
  const steps: PlanStep[] = [];
  const notices: PlanNotice[] = [];
  const ids = {
    projects: new Map(state.projects.map((project) => [projectKey(project), project.id])),
    authTypes: new Map(state.authTypes.map((type) => [type.title, type.id])),
  };
  const projectKeys = new Map(state.projects.map((project) => [project.id, projectKey(project)]));

  for (const project of file.projects) {
    const key = projectKey(project);
    const existing = state.projects.find((candidate) => projectKey(candidate) === key);
    const body = { name: project.name, alias: project.alias || null };
    if (!existing)
      steps.push({
        action: 'create',
        kind: 'project',
        key,
        changes: [],
        run: async (known) => {
          const created = (await send(projectEndpoints.create, { body })) as { id: string };
          known.projects.set(key, created.id);
        },
      });
    else {
      const changes = changesOf(existing, body, ['name', 'alias']);
      if (changes.length)
        steps.push({
          action: 'update',
          kind: 'project',
          key,
          changes,
          run: () => send(projectEndpoints.update, { params: { id: existing.id }, body }).then(() => undefined),
        });
    }
  }

  for (const permission of file.permissions) {
    const existing = state.permissions.find((candidate) => candidate.code === permission.code);
    const body = { code: permission.code, title: permission.title };
    if (!existing)
      steps.push({
        action: 'create',
        kind: 'permission',
        key: permission.code,
        changes: [],
        run: () => send(permissionEndpoints.create, { body }).then(() => undefined),
      });
    else {
      const changes = changesOf(existing, body, ['title']);
      if (changes.length)
        steps.push({
          action: 'update',
          kind: 'permission',
          key: permission.code,
          changes,
          run: () => send(permissionEndpoints.update, { params: { id: existing.id }, body }).then(() => undefined),
        });
    }
  }

  const typeSteps = file.authTypes.map((type) => planAuthType(send, type, state, projectKeys, notices));
  steps.push(...typeSteps.flatMap((planned) => planned.type), ...typeSteps.flatMap((planned) => planned.settings));

  if (options.prune) {
    for (const type of file.authTypes) {
      const existing = state.authTypes.find((candidate) => candidate.title === type.title);
      if (!existing) continue;
      const listed = new Set(type.hooks.map(hookKey));
      for (const hook of state.hooks.get(existing.id) ?? [])
        if (!listed.has(hookKey(hook)))
          steps.push({
            action: 'delete',
            kind: 'hook',
            key: hookKey(hook),
            owner: type.title,
            changes: [],
            run: () =>
              send(hookEndpoints.delete, { params: { parentId: existing.id, id: hook.id } }).then(() => undefined),
          });
    }
    const titles = new Set(file.authTypes.map((type) => type.title));
    for (const type of state.authTypes)
      if (!titles.has(type.title))
        steps.push({
          action: 'delete',
          kind: 'authType',
          key: type.title,
          changes: [],
          run: () => send(authTypeEndpoints.delete, { params: { id: type.id } }).then(() => undefined),
        });
  }

  const order = priorityOrder(file, state, options);
  if (order)
    steps.push({
      action: 'update',
      kind: 'priorities',
      key: '',
      changes: [order.change],
      run: (known) =>
        send(authTypeEndpoints.priorities, {
          body: { ids: order.titles.map((title) => known.authTypes.get(title) ?? title) },
        }).then(() => undefined),
    });

  if (options.prune) {
    const codes = new Set(file.permissions.map((permission) => permission.code));
    for (const permission of state.permissions)
      if (!codes.has(permission.code))
        steps.push({
          action: 'delete',
          kind: 'permission',
          key: permission.code,
          changes: [],
          run: () => send(permissionEndpoints.delete, { params: { id: permission.id } }).then(() => undefined),
        });
    const keys = new Set(file.projects.map(projectKey));
    for (const project of state.projects)
      if (!keys.has(projectKey(project)))
        steps.push({
          action: 'delete',
          kind: 'project',
          key: projectKey(project),
          changes: [],
          run: () => send(projectEndpoints.delete, { params: { id: project.id } }).then(() => undefined),
        });
  }
  return { steps, notices, ids };
}

/** The types' order after applying, when it differs from today's: the file's, then the others kept. */
function priorityOrder(file: SetupFile, state: SetupState, options: PlanOptions) {
  const listed = file.authTypes.map((type) => type.title);
  const kept = options.prune
    ? []
    : state.authTypes.map((type) => type.title).filter((title) => !listed.includes(title));
  const titles = [...listed, ...kept];
  const today = state.authTypes.map((type) => type.title).filter((title) => titles.includes(title));
  // Types created by the plan go last until the priorities are saved.
  const afterCreates = [...today, ...titles.filter((title) => !today.includes(title))];
  if (same(afterCreates, titles)) return undefined;
  return { titles, change: { field: 'order', before: today, after: titles } };
}

/** A type's create or update, then its password settings and hooks. */
function planAuthType(
  send: ReturnType<typeof call>,
  type: SetupAuthType,
  state: SetupState,
  projectKeys: ReadonlyMap<string, string>,
  notices: PlanNotice[],
): { type: PlanStep[]; settings: PlanStep[] } {
  const existing = state.authTypes.find((candidate) => candidate.title === type.title);
  const fields = authTypeFields[type.type];
  const details = Object.fromEntries(fields.map((field) => [field, (type.details as AuthTypeDetails)[field] ?? null]));
  const body = (known: { projects: Map<string, string> }) => ({
    title: type.title,
    projects: type.projects.map((key) => known.projects.get(key) ?? key),
    ...details,
  });
  const typeSteps: PlanStep[] = [];
  const settings: PlanStep[] = [];
  const idOf = (known: { authTypes: Map<string, string> }) => known.authTypes.get(type.title) as string;
  if (type.signing_key && !existing?.has_credentials) notices.push({ kind: 'signingKey', authType: type.title });

  if (!existing)
    typeSteps.push({
      action: 'create',
      kind: 'authType',
      key: type.title,
      changes: [],
      run: async (known) => {
        const created = (await send(authTypeEndpoints.create, {
          params: { type: type.type },
          body: body(known),
        })) as AuthType;
        known.authTypes.set(type.title, created.id);
        if (type.password_config && !same(created.password_config, type.password_config))
          await send(authTypeEndpoints.passwordConfig, { params: { id: created.id }, body: type.password_config });
      },
    });
  else {
    const before = {
      type: existing.type,
      projects: existing.projects.map((id) => projectKeys.get(id) ?? id).sort(),
      ...existing.details,
    };
    const after = { type: type.type, projects: [...type.projects].sort(), ...details };
    const changes = changesOf(before, after, ['type', 'projects', ...fields]);
    if (changes.length)
      typeSteps.push({
        action: 'update',
        kind: 'authType',
        key: type.title,
        changes,
        run: (known) =>
          send(authTypeEndpoints.update, { params: { type: existing.type, id: existing.id }, body: body(known) }).then(
            () => undefined,
          ),
      });
    if (type.password_config && existing.password_config) {
      const rules = changesOf(existing.password_config, type.password_config, passwordFields);
      if (rules.length)
        settings.push({
          action: 'update',
          kind: 'passwordConfig',
          key: type.title,
          owner: type.title,
          changes: rules,
          run: () =>
            send(authTypeEndpoints.passwordConfig, {
              params: { id: existing.id },
              body: Object.fromEntries(rules.map((rule) => [rule.field, rule.after])),
            }).then(() => undefined),
        });
    }
  }

  const hooks = existing ? (state.hooks.get(existing.id) ?? []) : [];
  for (const hook of type.hooks) {
    const key = hookKey(hook);
    const current = hooks.find((candidate) => hookKey(candidate) === key);
    for (const [header, value] of Object.entries(hook.headers))
      if (typeof value !== 'string' && !(current && header in current.headers))
        notices.push({ kind: 'hookHeader', authType: type.title, hook: key, header });
    const headers = hookHeaders(hook, current);
    const input = { method: hook.method, url: hook.url, headers };
    if (!current)
      settings.push({
        action: 'create',
        kind: 'hook',
        key,
        owner: type.title,
        changes: [],
        run: (known) =>
          send(hookEndpoints.create, { params: { parentId: idOf(known) }, body: input }).then(() => undefined),
      });
    else {
      const shown = (values: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, isCredentialHeader(name, value) ? '••••' : value]),
        );
      const before = shown(current.headers);
      const after = shown(headers);
      const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      const changes = changesOf(before, after, names).map((change) => ({
        ...change,
        field: `headers.${change.field}`,
      }));
      if (changes.length)
        settings.push({
          action: 'update',
          kind: 'hook',
          key,
          owner: type.title,
          changes,
          run: () =>
            send(hookEndpoints.update, { params: { parentId: existing!.id, id: current.id }, body: input }).then(
              () => undefined,
            ),
        });
    }
  }
  return { type: typeSteps, settings };
}
