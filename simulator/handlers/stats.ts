import { statsEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import type { DashboardStats } from '../../src/api/contract/stats';
import { implement, type Route } from '../context';
import { createRng } from '../prng';
import { json } from '../rules/errors';

const DAY = 86_400_000;

/** Deterministic per organization and day: the last 8 weeks, one point a day; `week` sums the last 7 days. */
export const statsRoutes: Route[] = [
  implement(statsEndpoints.dashboard, (ctx) => {
    const today = Math.floor(ctx.now / DAY);
    const users = ctx.org.tables.user.rows.map((u) => Date.parse(u.created_at));
    const points: DashboardStats['points'] = [];
    for (let d = today - 55; d <= today; d += 1) {
      const rng = createRng(`${ctx.org.domain}:${d}`);
      const weekend = [0, 6].includes(new Date(d * DAY).getUTCDay());
      points.push({
        date: new Date(d * DAY).toISOString().slice(0, 10),
        requests: Math.round(rng.int(800, 2400) * (weekend ? 0.5 : 1)),
        data_mb: Math.round(rng.next() * 500 + 100) / 10,
        files_mb: Math.round(rng.next() * 300 + 20) / 10,
        users: users.filter((t) => t < (d + 1) * DAY).length,
      });
    }
    const last = points.slice(-7);
    const sum = (k: 'requests' | 'data_mb' | 'files_mb') => Math.round(last.reduce((s, p) => s + p[k], 0) * 10) / 10;
    return json({
      points,
      week: {
        requests: sum('requests'),
        data_mb: sum('data_mb'),
        files_mb: sum('files_mb'),
        users: last.at(-1)?.users ?? 0,
      },
    } satisfies DashboardStats);
  }),
];
