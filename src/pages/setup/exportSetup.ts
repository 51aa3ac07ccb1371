import { authTypeFields } from '../../api/contract/rules/authTypeFields';
import { maskSecretValues } from '../../framework/resource/exportedValue';
import { projectKey, setupFormat, setupVersion, type SetupFile } from './setupFile';
import type { SetupState } from './setupState';

const secret = { $secret: true } as const;

/**
 * The organization's setup as a file: records named by their keys (project alias or name,
 * permission code, type title), types in priority order, each with its kind's details only, and
 * every secret left out with a marker where one is needed.
 */
export function exportSetup(state: SetupState): SetupFile {
  const projectKeys = new Map(state.projects.map((project) => [project.id, projectKey(project)]));
  return {
    format: setupFormat,
    version: setupVersion,
    projects: state.projects.map((project) => ({ name: project.name, alias: project.alias ?? null })),
    permissions: state.permissions.map(({ code, title }) => ({ code, title })),
    authTypes: state.authTypes.map((type) => ({
      title: type.title,
      type: type.type,
      projects: type.projects.flatMap((id) => projectKeys.get(id) ?? []),
      details: Object.fromEntries(authTypeFields[type.type].map((field) => [field, type.details[field] ?? null])),
      ...(type.type === 'social' ? {} : { password_config: type.password_config ?? null }),
      ...(type.has_credentials ? { signing_key: secret } : {}),
      hooks: (state.hooks.get(type.id) ?? []).map((hook) => ({
        method: hook.method,
        url: hook.url,
        // Every header value is a secret (the one export rule, `maskSecretValues`): applying the
        // file keeps the values the hook has.
        headers: maskSecretValues(hook.headers, secret),
      })),
    })),
  };
}
