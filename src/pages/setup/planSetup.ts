import { authTypeEndpoints, hookEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { permissionEndpoints } from '../../api/contract/permission';
import { projectEndpoints } from '../../api/contract/project';
import type { HttpClient } from '../../api/http/createHttpClient';
import { planAuthType } from './planAuthType';
import { call, changesOf, hookKey, same } from './planChanges';
import { projectKey, type SetupFile } from './setupFile';
import type { PlanNotice, PlanStep, SetupPlan } from './setupPlan';
import type { SetupState } from './setupState';

export interface PlanOptions {
  /** Delete what the file does not list. */
  prune: boolean;
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
