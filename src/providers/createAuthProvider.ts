import type { AuthProvider } from 'react-admin';
import { authEndpoints } from '../api/contract/endpoints/sessionEndpoints';
import { meEndpoints } from '../api/contract/endpoints/meEndpoints';
import { HttpError } from '../api/http/HttpError';
import type { Services } from './createServices';

/** Error thrown by `login`; its message is an i18n key the sign-in page translates. */
export class SignInError extends Error {}

/**
 * react-admin authProvider over the transport. Sign-in with e-mail (or username in simple mode),
 * sign-out that always clears local state and lands on the root path, identity from `me.get`.
 */
/** Exchanges credentials for tokens and stores the session; a failure throws a `SignInError`. */
export async function signInWithPassword(services: Services, username: string, password: string): Promise<void> {
  const { client, session } = services;
  try {
    const tokens = await session.runAuthTask(() =>
      client.call(authEndpoints.tokenCreate, { body: { username, password } }),
    );
    session.set(tokens);
  } catch (error) {
    throw new SignInError(signInErrorKey(error));
  }
}

export function createAuthProvider(services: Services): AuthProvider {
  const { client, session, config } = services;
  const home = config.rootPath;

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
      if (error instanceof HttpError && error.status === 401) {
        session.clear();
        throw { redirectTo: home, message: 'app.session.expired' };
      }
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

function signInErrorKey(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return 'app.errors.network';
    if (error.status === 401 || error.status === 422 || error.status === 400) return 'app.signIn.failure';
    if (error.status === 429) return 'app.errors.tooManyRequests';
  }
  return 'app.errors.unknown';
}
