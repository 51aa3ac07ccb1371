import type { AuthType, AuthTypeDetails } from '../../api/contract/authType';
import { authTypeEndpoints, hookEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import type { Hook } from '../../api/contract/hook';
import { authTypeFields } from '../../api/contract/rules/authTypeFields';
import { isCredentialHeader } from './credentialHeader';
import { call, changesOf, hookKey, same } from './planChanges';
import type { SetupAuthType, SetupHook } from './setupFile';
import type { PlanNotice, PlanStep } from './setupPlan';
import type { SetupState } from './setupState';

const passwordFields = [
  'min_length',
  'extra_characters',
  'is_number_required',
  'is_upper_required',
  'is_lower_required',
];
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

/** A type's create or update, then its password settings and hooks. */
export function planAuthType(
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
