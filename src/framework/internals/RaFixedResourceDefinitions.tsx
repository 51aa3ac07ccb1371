import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Resource, ResourceDefinitionContext, type ResourceProps } from 'react-admin';

const noop = () => {};

/**
 * react-admin's resource definitions (what `useResourceDefinition`, record representations and
 * labels read), made once from the `<Resource>` elements the admin renders, each as react-admin's
 * own `Resource.registerResource` makes it. react-admin registers them through this context after
 * it mounts, and unregisters and registers them all again when its router re-reads its children,
 * which it does once after mounting: each time, everything that reads a definition renders again
 * (on a list, every card's title and chips). The console's resources do not change while the
 * admin is mounted, so here registering does nothing. Goes inside react-admin's `AdminContext`,
 * whose own provider it stands in for.
 */
export function RaFixedResourceDefinitions({
  resources,
  children,
}: {
  resources: readonly ReactElement<ResourceProps>[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      definitions: Object.fromEntries(
        resources.map((resource) => [resource.props.name, Resource.registerResource!(resource.props)]),
      ),
      register: noop,
      unregister: noop,
    }),
    [resources],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
