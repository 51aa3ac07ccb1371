import { Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Loading, Resource } from 'react-admin';
import { lazyComponent } from '../lazyComponent';
import { GuardedRoute } from '../routing/GuardedRoute';
import { routeNameFor, routePatternFor, type ResourceView } from './pathFor';
import type { AnyResourceDeclaration } from './ResourceDeclaration';
import { ResourceScope } from './ResourceScope';

// The generic views (tables, inputs, their MUI components) load with the first admin screen, not
// with the sign-in page.
const ResourceList = lazyComponent(() => import('./views/ResourceList').then((m) => m.ResourceList));
const ResourceCreate = lazyComponent(() => import('./views/ResourceCreate').then((m) => m.ResourceCreate));
const ResourceEdit = lazyComponent(() => import('./views/ResourceEdit').then((m) => m.ResourceEdit));

const generic: Record<ResourceView, ComponentType> = {
  list: ResourceList,
  create: ResourceCreate,
  update: ResourceEdit,
};
const viewKey = { list: 'list', create: 'create', update: 'edit' } as const;

/** Views a declaration serves: list always, create and update unless switched off. */
export function viewsOf(declaration: AnyResourceDeclaration): ResourceView[] {
  return (['list', 'create', 'update'] as const).filter(
    (view) => view === 'list' || (view === 'create' ? declaration.create !== false : declaration.edit !== false),
  );
}

/**
 * `<Route>`s at the spec paths for every declaration (for `<CustomRoutes>`): `{path}`,
 * `{path}/create`, `{path}/update/:id`, each named `{routeName}_{view}` and guarded as private.
 */
export function resourceRoutes(declarations: readonly AnyResourceDeclaration[]) {
  return declarations.flatMap((declaration) =>
    viewsOf(declaration).map((view) => {
      const View = declaration.views?.[viewKey[view]] ?? generic[view];
      const name = routeNameFor(declaration, view);
      return (
        <Route
          key={name}
          path={routePatternFor(declaration, view)}
          element={
            <GuardedRoute name={name} access="private">
              <ResourceScope declaration={declaration}>
                <Suspense fallback={<Loading />}>
                  <View />
                </Suspense>
              </ResourceScope>
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
      }}
    />
  ));
}
