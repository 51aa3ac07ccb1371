import type { Identifier } from 'react-admin';

/** The part of a declaration that routes depend on. */
export interface RoutedResource {
  name: string;
  routeName?: string;
  /** Route names off the `{routeName}_{view}` pattern, by view. */
  routeNames?: Partial<Record<ResourceView, string>>;
  path: string;
  /** The resource's own pages (`ResourcePage`): a name and a path under `path`. */
  pages?: readonly { name: string; path: string }[];
}

/** The generic views every resource may have. */
export type ResourceView = 'list' | 'create' | 'update';

/** A generic view or the name of one of the resource's pages. */
export type ResourceScreen = ResourceView | (string & {});

export const resourceViews: readonly ResourceView[] = ['list', 'create', 'update'];

/** Whether a screen is a generic view rather than a page. */
export function isResourceView(screen: ResourceScreen): screen is ResourceView {
  return (resourceViews as readonly string[]).includes(screen);
}

/** Route names `{routeName}_list`, `{routeName}_create`, `{routeName}_update`, `{routeName}_{page}` (SPEC §2), unless `routeNames` gives one. */
export function routeNameFor(resource: RoutedResource, screen: ResourceScreen): string {
  const named = isResourceView(screen) ? resource.routeNames?.[screen] : undefined;
  return named ?? `${resource.routeName ?? resource.name}_${screen}`;
}

/** React-router pattern of a screen: `{path}`, `{path}/create`, `{path}/update/:id`, `{path}/{page path}`. */
export function routePatternFor(resource: RoutedResource, screen: ResourceScreen): string {
  const base = resource.path.replace(/\/+$/, '');
  switch (screen) {
    case 'list':
      return base;
    case 'create':
      return `${base}/create`;
    case 'update':
      return `${base}/update/:id`;
  }
  const page = resource.pages?.find((candidate) => candidate.name === screen);
  if (!page) throw new Error(`Resource "${resource.name}" has no page "${screen}"`);
  return `${base}/${page.path.replace(/^\/+/, '')}`;
}

/**
 * The app path of a screen, e.g. `pathFor(authType, 'update', { id: 3 })` → `/auth-type/update/3`,
 * `pathFor(authType, 'credentials', { id: 3 })` → `/auth-type/credentials/3`,
 * `pathFor(credential, 'create', { parentId: 7 })` → `/user/credentials/7/create`.
 * Throws when the page or a parameter of the pattern is missing (a link to a wrong page is worse than an error).
 */
export function pathFor(
  resource: RoutedResource,
  screen: ResourceScreen,
  ids: { id?: Identifier; parentId?: Identifier } = {},
): string {
  return routePatternFor(resource, screen).replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = param === 'id' ? ids.id : param === 'parentId' ? ids.parentId : undefined;
    if (value === undefined || value === null || value === '')
      throw new Error(`pathFor(${resource.name}, ${screen}): missing "${param}"`);
    return encodeURIComponent(String(value));
  });
}

/** Every route of a resource: its generic views (those it serves) and its pages, by name and pattern. */
export function screensOf(
  resource: RoutedResource & { create?: boolean; edit?: boolean },
): { screen: ResourceScreen; name: string; pattern: string }[] {
  const views = resourceViews.filter(
    (view) => view === 'list' || (view === 'create' ? resource.create !== false : resource.edit !== false),
  );
  return [...views, ...(resource.pages ?? []).map((page) => page.name)].map((screen) => ({
    screen,
    name: routeNameFor(resource, screen),
    pattern: routePatternFor(resource, screen),
  }));
}
