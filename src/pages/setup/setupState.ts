import type { AuthType } from '../../api/contract/authType';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import { authTypeEndpoints, hookEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import type { Hook } from '../../api/contract/hook';
import { permissionEndpoints, type Permission } from '../../api/contract/permission';
import { projectEndpoints, type Project } from '../../api/contract/project';
import type { HttpClient } from '../../api/http/createHttpClient';
import { readAllPages } from '../../api/http/readAllPages';

/** What the organization has of what a setup file describes, read whole from the API. */
export interface SetupState {
  projects: Project[];
  permissions: Permission[];
  /** In priority order, first = highest. */
  authTypes: AuthType[];
  /** Each type's hooks, by type id. */
  hooks: ReadonlyMap<string, Hook[]>;
}

const byPriority = (a: AuthType, b: AuthType) => (a.priority ?? 0) - (b.priority ?? 0);

/** Every record of a (nested) collection, page by page. */
function readAll<T extends { id: unknown }>(
  client: HttpClient,
  list: AnyEndpoint,
  params: Record<string, string> = {},
) {
  return readAllPages<T>(
    (page, pageSize) =>
      client.call(list, { params, query: { page: String(page), page_size: String(pageSize) } } as never) as never,
  );
}

export async function readSetupState(client: HttpClient): Promise<SetupState> {
  const [projects, permissions, authTypes] = await Promise.all([
    readAll<Project>(client, projectEndpoints.list),
    readAll<Permission>(client, permissionEndpoints.list),
    readAll<AuthType>(client, authTypeEndpoints.list),
  ]);
  const hooks = await Promise.all(
    authTypes.map(
      async (type) => [type.id, await readAll<Hook>(client, hookEndpoints.list, { parentId: type.id })] as const,
    ),
  );
  return { projects, permissions, authTypes: [...authTypes].sort(byPriority), hooks: new Map(hooks) };
}
