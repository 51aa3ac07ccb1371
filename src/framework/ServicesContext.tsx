import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Services } from '../providers/createServices';

export const ServicesContext = createContext<Services | null>(null);

/** The app's non-React services (transport, session, config). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() must be used inside <ServicesContext.Provider>');
  return services;
}

/** Whether a session is held, updated as soon as it is set or cleared. */
export function useSignedIn(): boolean {
  const { session } = useServices();
  return useSyncExternalStore(
    (listener) => session.onChange(listener),
    () => session.isSignedIn,
  );
}
