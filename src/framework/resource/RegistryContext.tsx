import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { lazyModule } from '../lazyModule';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** The resource declarations the app hands the framework, loaded on first need (`loaded` once there). */
export type ResourceRegistry = ReturnType<typeof createResourceRegistry>;

/**
 * The app's declarations behind a lazy load: a guest on the sign-in page never downloads them
 * (nor the contract schemas and icons they bring). `load` reports a failure through the lazy-load
 * error event; `preload` starts the download ahead of need.
 */
export function createResourceRegistry(load: () => Promise<readonly AnyResourceDeclaration[]>) {
  return lazyModule(load);
}

/** Declarations given (tests, embedding) or loaded from the registry when `wanted` becomes true; null until then. */
export function useRegisteredResources(
  registry: ResourceRegistry,
  wanted: boolean,
  given?: readonly AnyResourceDeclaration[],
) {
  const [loaded, setLoaded] = useState<readonly AnyResourceDeclaration[] | null>(
    () => given ?? (wanted ? (registry.loaded ?? null) : null),
  );
  useEffect(() => {
    if (given || loaded || !wanted) return;
    let current = true;
    registry.load().then(
      // A transition: the whole console renders with them, in slices where React can.
      (declarations) => current && startTransition(() => setLoaded(declarations)),
      () => undefined, // reported through the lazy-load-error event
    );
    return () => {
      current = false;
    };
  }, [registry, given, loaded, wanted]);
  return given ?? loaded;
}

export const RegistryContext = createContext<readonly AnyResourceDeclaration[] | null>(null);

/** The declarations in use, or null while they load (or for a guest who never needed them). */
export function useRegistry(): readonly AnyResourceDeclaration[] | null {
  return useContext(RegistryContext);
}
