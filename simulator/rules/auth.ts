import type { TokenResponse } from '../../src/api/contract/auth';
import { readTokenHeader, type TokenHeaders } from '../../src/api/contract/tokenHeaders';
import { iso } from '../clock';
import type { Ctx } from '../context';
import { randomToken } from '../prng';
import type { AuthTypeRow, OrgData, SessionRow, UserRow } from '../store';
import { unauthorized } from './errors';
import { addHistory } from './history';

const byPriority = (a: AuthTypeRow, b: AuthTypeRow) => a.priority - b.priority || Number(a.id) - Number(b.id);

/** The auth type the console signs in with: the first jwt type by priority. */
export function consoleAuthType(org: OrgData): AuthTypeRow | undefined {
  return [...org.tables.authType.rows].sort(byPriority).find((t) => t.type === 'jwt');
}

export const sessionExpiresAt = (s: SessionRow): number => s.refresh_expires_at ?? s.access_expires_at;

export const requestDevice = (request: Request): string => request.headers.get('x-device') ?? '';

/** Token lifetimes (ms) and auth type of a new session. */
function lifetimes(authType: AuthTypeRow | undefined) {
  const d = authType?.details ?? {};
  const accessMin = d.access_token_lifetime_min && d.access_token_lifetime_min > 0 ? d.access_token_lifetime_min : 15;
  const refreshMin = authType && d.refresh_token_enabled === false ? null : (d.refresh_token_lifetime_min ?? 24 * 60);
  return { accessMs: accessMin * 60_000, refreshMs: refreshMin === null ? null : refreshMin * 60_000 };
}

export const tokenResponse = (s: SessionRow, now: number): TokenResponse => ({
  access_token: s.access_token,
  refresh_token: s.refresh_token,
  expires_in: Math.max(1, Math.round((s.access_expires_at - now) / 1000)),
  auth_type_id: s.auth_type_id,
});

/** Creates a session bound to the request's X-DEVICE and records `signed_in`. */
export function signIn(
  ctx: Ctx,
  user: UserRow,
  authType = consoleAuthType(ctx.org),
  device = requestDevice(ctx.request),
): TokenResponse {
  const { accessMs, refreshMs } = lifetimes(authType);
  const session = ctx.org.tables.session.insert({
    user_id: user.id,
    auth_type_id: authType?.id ?? '0',
    device,
    agent: ctx.ua.agent,
    ip: '127.0.0.1',
    access_token: randomToken('at_'),
    refresh_token: refreshMs === null ? null : randomToken('rt_'),
    access_expires_at: ctx.now + accessMs,
    refresh_expires_at: refreshMs === null ? null : ctx.now + refreshMs,
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  });
  addHistory(ctx, 'user', user.id, 'signed_in', { after: session.agent, actor: user });
  return tokenResponse(session, ctx.now);
}

/** The access token of a request, from its configured header and prefix (default `Authorization: Bearer …`). */
export const accessTokenOf = (request: Request, headers: TokenHeaders): string | null =>
  readTokenHeader(request.headers.get(headers.header), headers.prefix);

/**
 * Authenticates a signed-in call: the access token (device-bound) in its configured header, or a
 * `username:key` API key in `Authorization`. Throws 401.
 */
export function authenticate(
  org: OrgData,
  request: Request,
  now: number,
  headers: TokenHeaders,
): { user: UserRow; session: SessionRow | null } {
  const header = request.headers.get('authorization')?.trim() ?? '';
  const token = accessTokenOf(request, headers);
  const session = token ? org.tables.session.find((s) => s.access_token === token) : undefined;
  if (session) {
    if (now >= session.access_expires_at || session.device !== requestDevice(request)) throw unauthorized();
    const user = org.tables.user.get(session.user_id);
    if (!user) throw unauthorized();
    return { user, session };
  }
  const sep = header.indexOf(':');
  if (sep > 0) {
    const username = header.slice(0, sep);
    const key = header.slice(sep + 1);
    const user = org.tables.user.find((u) => u.username === username);
    const apiKey = user && key ? org.tables.apiKey.find((k) => k.user_id === user.id && k.key === key) : undefined;
    if (user && apiKey) return { user, session: null };
  }
  throw unauthorized();
}

/** `POST /internal-auth/token-refresh`: the refresh token (its configured header and prefix) + same device → new pair; the old refresh token dies. */
export function refreshSession(ctx: Ctx): TokenResponse {
  const { refreshHeader, refreshPrefix } = ctx.state.tokenHeaders;
  const token = readTokenHeader(ctx.request.headers.get(refreshHeader), refreshPrefix);
  const session = token ? ctx.org.tables.session.find((s) => s.refresh_token === token) : undefined;
  if (!session || session.refresh_expires_at === null || ctx.now >= session.refresh_expires_at) throw unauthorized();
  if (session.device !== requestDevice(ctx.request)) throw unauthorized();
  const authType = ctx.org.tables.authType.get(session.auth_type_id) ?? consoleAuthType(ctx.org);
  const { accessMs, refreshMs } = lifetimes(authType);
  Object.assign(session, {
    access_token: randomToken('at_'),
    refresh_token: randomToken('rt_'),
    access_expires_at: ctx.now + accessMs,
    refresh_expires_at: ctx.now + (refreshMs ?? accessMs),
    updated_at: iso(ctx.now),
  });
  return tokenResponse(session, ctx.now);
}
