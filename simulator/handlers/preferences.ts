import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { implement, type Route, type UserCtx } from '../context';
import { json } from '../rules/errors';

const key = (ctx: UserCtx) => `${ctx.user.id}:${ctx.params.key ?? ''}`;

/** Table preferences per user and organization; unknown keys → `{}`. */
export const preferenceRoutes: Route[] = [
  implement(preferenceEndpoints.get, (ctx) => json(ctx.org.preferences.get(key(ctx as UserCtx)) ?? {})),
  implement(preferenceEndpoints.put, async (ctx) => {
    const value = await ctx.body();
    ctx.org.preferences.set(key(ctx as UserCtx), value);
    return json(value);
  }),
];
