import { organizationEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { implement, type Route } from '../context';
import { invalid, json } from '../rules/errors';
import { checkVersion, nextVersion } from '../rules/precondition';
import type { OrgData } from '../store';

const organizationJson = (org: OrgData) => ({ name: org.name, domain: org.domain, updated_at: org.updated_at });

export const organizationRoutes: Route[] = [
  implement(organizationEndpoints.get, (ctx) => json(organizationJson(ctx.org))),
  implement(organizationEndpoints.update, async (ctx) => {
    checkVersion(ctx, ctx.org, () => organizationJson(ctx.org));
    const { name } = await ctx.body<{ name?: unknown }>();
    if (typeof name !== 'string' || !name.trim()) throw invalid({ name: [serverMessages.required] });
    ctx.org.name = name.trim();
    ctx.org.updated_at = nextVersion(ctx, ctx.org);
    return json(organizationJson(ctx.org));
  }),
];
