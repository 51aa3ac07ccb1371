import { z } from 'zod/mini';
import { AuthMethods, TokenCreateInput, TokenResponse } from '../auth';
import { endpoint, group } from '../endpoint';
import { httpUrl } from '../rules/fieldRules';
import { InitData } from '../init';

/** Signing in and out, the sign-in methods and the init data (SPEC §7). */
export const authEndpoints = group('auth', {
  tokenCreate: endpoint({
    method: 'POST',
    path: '/internal-auth/token-create',
    auth: 'guest',
    input: TokenCreateInput,
    output: TokenResponse,
    answers: { 401: 'Wrong username, e-mail or password.' },
    summary: 'Signs in with username (or e-mail) and password.',
  }),
  tokenRefresh: endpoint({
    method: 'POST',
    path: '/internal-auth/token-refresh',
    auth: 'guest',
    output: TokenResponse,
    answers: { 401: 'No refresh token, or one expired, used or issued to another X-DEVICE.' },
    summary: 'New tokens for the refresh token sent as the bearer.',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/internal-auth/logout',
    status: 204,
    summary: 'Ends the session of the bearer token.',
  }),
  methods: endpoint({
    method: 'GET',
    path: '/internal-auth/methods',
    auth: 'guest',
    // The console's own social callback page (docs/decisions/0024): the providers' links return there.
    query: z.strictObject({ redirect_uri: z.optional(httpUrl()) }),
    output: AuthMethods,
    answers: { 422: "redirect_uri is not an address of the organization's console." },
    summary:
      'Sign-in methods: jwt types, and each provider of each social type with its sign-in link (returning to redirect_uri).',
  }),
});

export const initEndpoints = group('init', {
  user: endpoint({ method: 'GET', path: '/init/user', output: InitData, summary: 'Init data of a signed-in user.' }),
  guest: endpoint({
    method: 'GET',
    path: '/init/guest',
    auth: 'guest',
    output: InitData,
    summary: 'Init data of a guest.',
  }),
});
