import { createContext, useContext } from 'react';

/**
 * Whether the signed-in user may administer the organization (`admin` of `GET /internal-user/me`,
 * docs/decisions/0022): the console then serves the administration screens; an ordinary user gets
 * their own area only. Outside the signed-in console (and in a test that mounts a page alone):
 * true, the API deciding.
 */
export const AdminAccessContext = createContext<boolean>(true);

export function useAdminAccess(): boolean {
  return useContext(AdminAccessContext);
}
