import { Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Loading, Resource } from 'react-admin';
import { lazyComponent } from '../lazyComponent';
import { ResourceCreate, ResourceEdit, ResourceList } from './views/genericViews';
import { GuardedRoute } from '../routing/GuardedRoute';
import { isResourceView, routeNameFor, screensOf, type ResourceScreen, type ResourceView } from './pathFor';
import type { AnyResourceDeclaration, ResourcePage } from './ResourceDeclaration';
import { ResourceScope } from './ResourceScope';
import { framedScreenOf } from './recordTabScreens';
import { isAdminDeclaration } from './isAdminDeclaration';

// The record page's frame (tabs, breadcrumb) loads with the first screen shown in one.
const RecordFrame = lazyComponent(() => import('./RecordFrame').then((module) => module.RecordFrame));

const generic: Record<ResourceView, ComponentType> = {
  list: ResourceList,
  create: ResourceCreate,
  update: ResourceEdit,
};
const viewKey = { list: 'list', create: 'create', update: 'edit' } as const;

/** One lazily loaded component per declared page, made once (a new one per render would remount it). */
const pageComponents = new WeakMap<ResourcePage, ComponentType>();
function pageComponent(page: ResourcePage): ComponentType {
  let Page = pageComponents.get(page);
  if (!Page) {
    Page = lazyComponent(() => page.load().then((module) => module.default));
    pageComponents.set(page, Page);
  }
  return Page;
}

/** The component serving one screen of a declaration: its replacement or generic view, or its page. */
function screenComponent(declaration: AnyResourceDeclaration, screen: ResourceScreen): ComponentType {
  if (isResourceView(screen)) return declaration.views?.[viewKey[screen]] ?? generic[screen];
  const page = declaration.pages?.find((candidate) => candidate.name === screen);
  if (!page) throw new Error(`Resource "${declaration.name}" has no page "${screen}"`);
  return pageComponent(page);
}

/**
 * `<Route>`s at the spec paths for every declaration (for `<CustomRoutes>`): `{path}`,
 * `{path}/create`, `{path}/update/:id` and the declaration's pages, each named `{routeName}_{screen}`,
 * guarded as private and scoped to the declaration; a screen that is a tab of a record page
 * (declaration `record.tabs`) is shown in that page's frame.
 */
export function resourceRoutes(declarations: readonly AnyResourceDeclaration[]) {
  return declarations.flatMap((declaration) =>
    screensOf(declaration).map(({ screen, name, pattern }) => {
      const View = screenComponent(declaration, screen);
      const framed = framedScreenOf(declarations, declaration, screen);
      return (
        <Route
          key={name}
          path={pattern}
          element={
            <GuardedRoute name={name} access={isAdminDeclaration(declaration) ? 'admin' : 'private'}>
              {framed ? (
                <Suspense fallback={<Loading />}>
                  <RecordFrame owner={framed.owner} tab={framed.tab} param={framed.param}>
                    {/* Keyed: the frame stays between tabs, a tab of another resource mounts afresh
                      (react-admin's list would otherwise show the previous tab's rows meanwhile). */}
                    <ResourceScope key={declaration.name} declaration={declaration}>
                      <View />
                    </ResourceScope>
                  </RecordFrame>
                </Suspense>
              ) : (
                <ResourceScope declaration={declaration}>
                  <Suspense fallback={<Loading />}>
                    <View />
                  </Suspense>
                </ResourceScope>
              )}
            </GuardedRoute>
          }
        />
      );
    }),
  );
}

/**
 * `<Resource>` registrations (definitions for react-admin's hooks, i18n names, record
 * representation and the menu). No views here: react-admin's own `/{name}/:id` routes do not match
 * the spec, the views are served by `resourceRoutes`.
 */
export function resourceDefinitions(declarations: readonly AnyResourceDeclaration[]) {
  return declarations.map((declaration) => (
    <Resource
      key={declaration.name}
      name={declaration.name}
      icon={declaration.icon}
      recordRepresentation={declaration.recordRepresentation}
      options={{
        path: declaration.path,
        menu: declaration.menu ?? !declaration.parent,
        menuOrder: declaration.menuOrder,
        listRoute: routeNameFor(declaration, 'list'),
      }}
    />
  ));
}
