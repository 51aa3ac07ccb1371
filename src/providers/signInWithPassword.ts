import { authEndpoints } from '../api/contract/endpoints/sessionEndpoints';
import { HttpError } from '../api/http/HttpError';
import type { Services } from './createServices';

// The sign-in page's part of the authProvider (createAuthProvider), in a module of its own: the page
// loads without the rest, whose identity call brings the whole my-area contract.

/** Error thrown by `login`; its message is an i18n key the sign-in page translates. */
export class SignInError extends Error {}

/**
 * Exchanges credentials for tokens and stores the session; a failure throws a `SignInError`.
 *
 * The token call and the storing of its tokens are one auth fetch task (SPEC §3, §4): a signed-in
 * request issued meanwhile is sent once the session is stored, with the new token. `open`, when
 * given, runs just before the session is stored, in the same tick (the page moves to where the
 * signed-in console opens, so the shell starts there).
 */
export async function signInWithPassword(
  services: Pick<Services, 'client' | 'session'>,
  username: string,
  password: string,
  open?: () => void,
): Promise<void> {
  const { client, session } = services;
  try {
    await session.runAuthTask(async () => {
      const tokens = await client.call(authEndpoints.tokenCreate, { body: { username, password } });
      open?.();
      session.set(tokens);
    });
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
