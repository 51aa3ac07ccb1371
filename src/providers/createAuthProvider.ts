import type { AuthProvider } from 'react-admin';
import { authEndpoints } from '../api/contract/endpoints/sessionEndpoints';
import { meEndpoints } from '../api/contract/endpoints/meEndpoints';
import { HttpError } from '../api/http/HttpError';
import type { Services } from './createServices';
import { signInWithPassword } from './signInWithPassword';

/**
 * react-admin authProvider over the transport. Sign-in with e-mail (or username in simple mode),
 * sign-out that always clears local state and lands on the home route, identity from `me.get`. A
 * session the server ended keeps the page's path (see `checkError`).
 */
export function createAuthProvider(services: Services): AuthProvider {
  const { client, session } = services;
  // A route, which react-admin hands to the router: the router adds the root path (or the `#`).
  const home = '/';

  return {
    login: ({ username, password }: { username: string; password: string }) =>
      signInWithPassword(services, username, password),

    async logout() {
      if (session.isSignedIn) {
        try {
          await client.call(authEndpoints.logout);
        } catch {
          // Signing out always succeeds locally, whatever the server says.
        }
      }
      session.clear();
      return home;
    },

    async checkAuth() {
      if (!session.isSignedIn) throw { redirectTo: home, message: false };
    },

    async checkError(error: unknown) {
      if (!(error instanceof HttpError) || error.status !== 401) return;
      // The transport has already ended the session (refresh refused, or a 401 after it): the
      // error goes on to its caller (a form keeps what was typed, a waiting change stays in the
      // pending-change store), and the signed-out page keeps its path, to come back to after
      // signing in (SignOutRedirect, GuestCatchAll). react-admin's logout here would go home.
      if (!session.isSignedIn) return;
      session.clear();
      throw { redirectTo: home, message: 'app.session.expired' };
    },

    async getIdentity() {
      const me = await client.call(meEndpoints.get);
      return { ...me, fullName: me.name ?? me.username ?? me.email ?? '' };
    },

    async getPermissions() {
      return null;
    },
  };
}
