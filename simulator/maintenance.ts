import type { SimState } from './context';
import { iso } from './clock';
import { progressImports } from './handlers/importRun';
import { sessionExpiresAt } from './rules/auth';
import { seedOrg } from './seed';

const HOUR = 3_600_000;

/** Reseeds the demo organization once the clock passes its reset time. */
export function resetDemoIfDue(state: SimState, now: number): void {
  const demo = state.store.demo;
  if (now < demo.nextResetAt) return;
  let resetAt = demo.nextResetAt;
  while (resetAt + demo.resetHours * HOUR <= now) resetAt += demo.resetHours * HOUR;
  const org = seedOrg('demo', resetAt);
  for (const seed of state.seeders) seed(org, resetAt);
  state.store.orgs.set('demo', org);
  demo.nextResetAt = resetAt + demo.resetHours * HOUR;
}

/** Time-driven upkeep before each request: demo reset, expired sessions (signed_out_auto), import jobs. */
export function beforeRequest(state: SimState, domain: string, now: number): void {
  if (domain === 'demo') resetDemoIfDue(state, now);
  const org = state.store.orgs.get(domain);
  if (!org) return;
  const expired = org.tables.session.removeWhere((s) => sessionExpiresAt(s) <= now);
  for (const s of expired)
    org.tables.history.insert({
      subject: 'user',
      subject_id: s.user_id,
      event: 'signed_out_auto',
      field: null,
      before: s.agent,
      after: null,
      browser: null,
      os: null,
      device: null,
      created_at: iso(sessionExpiresAt(s)),
    });
  progressImports(state, org, now);
}
