import type { Route, UserCtx } from '../context';
import { json } from '../rules/errors';

const key = (ctx: UserCtx) => `${ctx.user.id}:${ctx.params.key ?? ''}`;

/** Table preferences per user and organization; unknown keys → `{}`. */
export const preferenceRoutes: Route[] = [
  { method: 'GET', path: '/preferences/:key', handle: (ctx) => json(ctx.org.preferences.get(key(ctx as UserCtx)) ?? {}) },
  {
    method: 'PUT',
    path: '/preferences/:key',
    handle: async (ctx) => {
      const value = await ctx.body();
      ctx.org.preferences.set(key(ctx as UserCtx), value);
      return json(value);
    },
  },
];
