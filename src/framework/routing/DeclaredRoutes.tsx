import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useServices } from '../ServicesContext';

const DeclaredRoutesContext = createContext<ReadonlySet<string>>(new Set());

/** The names of the routes the console serves, given by the shell that composes them (pages read it, never the route lists). */
export function DeclaredRoutes({ names, children }: { names: ReadonlySet<string>; children: ReactNode }) {
  return <DeclaredRoutesContext.Provider value={names}>{children}</DeclaredRoutesContext.Provider>;
}

/** Whether a route can be opened: declared by the shell and not disabled by configuration (SPEC §2 "Some routes can be disabled by name"). */
export function useRouteAvailable(): (name: string) => boolean {
  const declared = useContext(DeclaredRoutesContext);
  const { config } = useServices();
  const { disabledRoutes } = config;
  return useCallback((name) => declared.has(name) && !disabledRoutes.includes(name), [declared, disabledRoutes]);
}
