import { useEffect, useState } from 'react';
import { useRegisteredResources } from '../framework/resource/RegistryContext';
import type { AnyResourceDeclaration } from '../framework/resource/ResourceDeclaration';
import { resourceRegistry } from './resourceRegistry';

const noDeclarations: readonly AnyResourceDeclaration[] = [];

/**
 * The declarations the signed-in console serves: those given, else the registry's once loaded
 * (null while they load). If they cannot be loaded (reported through the lazy-load-error event),
 * none: the console still opens, without resources.
 */
export function useAdminDeclarations(
  given: readonly AnyResourceDeclaration[] | undefined,
): readonly AnyResourceDeclaration[] | null {
  const registry = useRegisteredResources(resourceRegistry, true, given);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (given) return;
    let current = true;
    resourceRegistry.load().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [given]);
  return registry ?? (failed ? noDeclarations : null);
}
