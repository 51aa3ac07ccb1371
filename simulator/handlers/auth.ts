import { authEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { TokenCreateInput } from '../../src/api/contract/auth';
import { serverMessages } from '../../src/api/contract/errors';
import { offeredTypes } from '../rules/offered';
import { implement, type Ctx, type Route } from '../context';
import { refreshSession, signIn } from '../rules/auth';
import { fail, invalid, json, noContent, zodFieldErrors } from '../rules/errors';
import { addHistory } from '../rules/history';
import { consoleRedirect, socialAuthorizeUrl } from '../rules/providers';
import type { UserRow } from '../store';

/** User by e-mail or username (case-insensitive). */
export const findLogin = (ctx: Ctx, login: string): UserRow | undefined => {
  const l = login.trim().toLowerCase();
  return ctx.org.tables.user.find((u) => u.email?.toLowerCase() === l || u.username.toLowerCase() === l);
};

const tokenCreate = implement(authEndpoints.tokenCreate, async (ctx) => {
  const body = await ctx.body();
  const errors = zodFieldErrors(TokenCreateInput, body);
  if (Object.keys(errors).length) throw invalid(errors);
  const user = findLogin(ctx, String(body.username));
  if (!user || user.password === null || user.password !== body.password)
    throw fail(401, serverMessages.invalidCredentials);
  return json(signIn(ctx, user));
});

const tokenRefresh = implement(authEndpoints.tokenRefresh, (ctx) => json(refreshSession(ctx)));

const logout = implement(authEndpoints.logout, (ctx) => {
  if (ctx.session) {
    ctx.org.tables.session.remove(ctx.session.id);
    addHistory(ctx, 'user', ctx.session.user_id, 'signed_out', { before: ctx.session.agent });
  }
  return noContent();
});

/**
 * Sign-in methods: every jwt type, and one entry per provider of every social type (its URL: the
 * provider's authorize page, returning to the console's `redirect_uri` when it names one on the
 * organization's console host, 422 otherwise), of the kinds the service offers (init `types`).
 */
const methods = implement(authEndpoints.methods, (ctx) => {
  const redirect = consoleRedirect(ctx, ctx.query.get('redirect_uri'));
  const offered = offeredTypes(ctx.state.store);
  const types = ctx.org.tables.authType.rows
    .filter((t) => offered.includes(t.type))
    .sort((a, b) => a.priority - b.priority);
  const items = types.flatMap(
    (t): { auth_type_id: string; type: string; title: string; provider: string | null; url: string | null }[] => {
      if (t.type === 'jwt') return [{ auth_type_id: t.id, type: t.type, title: t.title, provider: null, url: null }];
      if (t.type !== 'social') return [];
      return (t.details.providers ?? []).map((provider) => ({
        auth_type_id: t.id,
        type: t.type,
        title: t.title,
        provider,
        url: socialAuthorizeUrl(ctx, t, provider, redirect),
      }));
    },
  );
  return json({ items });
});

export const authRoutes: Route[] = [tokenCreate, tokenRefresh, logout, methods];
