import type { Identifier } from 'react-admin';

/** The part of a declaration that routes depend on. */
export interface RoutedResource {
  name: string;
  routeName?: string;
  path: string;
}

export type ResourceView = 'list' | 'create' | 'update';

/** Route names `{routeName}_list`, `{routeName}_create`, `{routeName}_update` (SPEC §2). */
export function routeNameFor(resource: RoutedResource, view: ResourceView): string {
  return `${resource.routeName ?? resource.name}_${view}`;
}

/** React-router pattern of a view: `{path}`, `{path}/create`, `{path}/update/:id`. */
export function routePatternFor(resource: RoutedResource, view: ResourceView): string {
  const base = resource.path.replace(/\/+$/, '');
  switch (view) {
    case 'list':
      return base;
    case 'create':
      return `${base}/create`;
    case 'update':
      return `${base}/update/:id`;
  }
}

/**
 * The app path of a view, e.g. `pathFor(authType, 'update', { id: 3 })` → `/auth-type/update/3`,
 * `pathFor(credential, 'create', { parentId: 7 })` → `/user/credentials/7/create`.
 * Throws when a parameter of the pattern is missing (a link to a wrong page is worse than an error).
 */
export function pathFor(
  resource: RoutedResource,
  view: ResourceView,
  ids: { id?: Identifier; parentId?: Identifier } = {},
): string {
  return routePatternFor(resource, view).replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = param === 'id' ? ids.id : param === 'parentId' ? ids.parentId : undefined;
    if (value === undefined || value === null || value === '')
      throw new Error(`pathFor(${resource.name}, ${view}): missing "${param}"`);
    return encodeURIComponent(String(value));
  });
}
