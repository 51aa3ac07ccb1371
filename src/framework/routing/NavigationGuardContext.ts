import { createContext, useContext, useEffect } from 'react';
import type { NavigationGuard } from './NavigationGuard';

export const NavigationGuardContext = createContext<NavigationGuard | null>(null);

/** The console's navigation guard (`GuardedRouter`), or null outside it. */
export const useNavigationGuard = () => useContext(NavigationGuardContext);

/** While `unsaved` is true, leaving the screen asks first (see `NavigationGuard`). */
export function useHoldNavigation(unsaved: boolean) {
  const guard = useNavigationGuard();
  useEffect(() => (unsaved && guard ? guard.hold() : undefined), [unsaved, guard]);
}
