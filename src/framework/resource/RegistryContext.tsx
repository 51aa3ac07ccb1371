import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { lazyModule } from '../lazyModule';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** The declarations of `resources/`; `registry.loaded` once there, so a shell mounting after that (e.g. after a preload) starts with them. */
const registry = lazyModule(() => import('./registry').then((module) => module.registeredResources));

/**
 * The declarations of `resources/`, loaded on first need: a guest on the sign-in page never
 * downloads them (nor the contract schemas and icons they bring).
 */
export function loadRegisteredResources(): Promise<readonly AnyResourceDeclaration[]> {
  return registry.load();
}

/** Starts downloading the declarations ahead of need (a failure is reported when they are needed). */
export function preloadRegisteredResources(): Promise<readonly AnyResourceDeclaration[]> {
  return registry.preload();
}

/** Declarations given (tests, embedding) or loaded when `wanted` becomes true; null until then. */
export function useRegisteredResources(wanted: boolean, given?: readonly AnyResourceDeclaration[]) {
  const [loaded, setLoaded] = useState<readonly AnyResourceDeclaration[] | null>(() => given ?? (wanted ? (registry.loaded ?? null) : null));
  useEffect(() => {
    if (given || loaded || !wanted) return;
    let current = true;
    loadRegisteredResources().then(
      // A transition: the whole console renders with them, in slices where React can.
      (declarations) => current && startTransition(() => setLoaded(declarations)),
      () => undefined, // reported through the lazy-load-error event
    );
    return () => {
      current = false;
    };
  }, [given, loaded, wanted]);
  return given ?? loaded;
}

export const RegistryContext = createContext<readonly AnyResourceDeclaration[] | null>(null);

/** The declarations in use, or null while they load (or for a guest who never needed them). */
export function useRegistry(): readonly AnyResourceDeclaration[] | null {
  return useContext(RegistryContext);
}
