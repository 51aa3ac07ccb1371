import { useMemo } from 'react';
import type { AnyResourceDeclaration } from '../../framework/resource/ResourceDeclaration';
import { useRegistry } from '../../framework/resource/RegistryContext';
import type { Screen } from './useScreens';

/**
 * The resources whose records the palette searches: those of the main menu (users, projects,
 * authentication types, permissions) whose list has a search box, in the menu's order.
 */
export function useSearchableResources(screens: readonly Screen[]): readonly AnyResourceDeclaration[] {
  const registry = useRegistry();
  return useMemo(
    () =>
      screens.flatMap((screen) => {
        const declaration = registry?.find((candidate) => candidate.name === screen.name);
        return declaration && !declaration.parent && declaration.list?.search !== false ? [declaration] : [];
      }),
    [registry, screens],
  );
}
