import { organizationEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { implement, type Route } from '../context';
import { invalid, json } from '../rules/errors';

export const organizationRoutes: Route[] = [
  implement(organizationEndpoints.get, (ctx) => json({ name: ctx.org.name, domain: ctx.org.domain })),
  implement(organizationEndpoints.update, async (ctx) => {
    const { name } = await ctx.body<{ name?: unknown }>();
    if (typeof name !== 'string' || !name.trim()) throw invalid({ name: [serverMessages.required] });
    ctx.org.name = name.trim();
    return json({ name: ctx.org.name, domain: ctx.org.domain });
  }),
];
