import { authEndpoints } from '../api/contract/endpoints/sessionEndpoints';
import { HttpError } from '../api/http/HttpError';
import type { Services } from './createServices';

// The sign-in page's part of the authProvider (createAuthProvider), in a module of its own: the page
// loads without the rest, whose identity call brings the whole my-area contract.

/** Error thrown by `login`; its message is an i18n key the sign-in page translates. */
export class SignInError extends Error {}

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

function signInErrorKey(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return 'app.errors.network';
    if (error.status === 401 || error.status === 422 || error.status === 400) return 'app.signIn.failure';
    if (error.status === 429) return 'app.errors.tooManyRequests';
  }
  return 'app.errors.unknown';
}
