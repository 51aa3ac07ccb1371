import { serverMessages } from '../../src/api/contract/errors';
import type { Route } from '../context';
import { invalid, json } from '../rules/errors';

export const organizationRoutes: Route[] = [
  { method: 'GET', path: '/internal-organization/me', handle: (ctx) => json({ name: ctx.org.name, domain: ctx.org.domain }) },
  {
    method: 'PUT',
    path: '/internal-organization/me',
    demoLocked: true,
    handle: async (ctx) => {
      const { name } = await ctx.body<{ name?: unknown }>();
      if (typeof name !== 'string' || !name.trim()) throw invalid({ name: [serverMessages.required] });
      ctx.org.name = name.trim();
      return json({ name: ctx.org.name, domain: ctx.org.domain });
    },
  },
];
