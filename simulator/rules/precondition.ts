import { serverMessages } from '../../src/api/contract/errors';
import { IF_MATCH, taggedVersions } from '../../src/api/contract/precondition';
import type { Ctx } from '../context';
import { ApiError } from './errors';

/**
 * A versioned write's precondition (src/api/contract/precondition.ts): with `If-Match`, the row
 * must still be at a version it names, else 412 with the row as it is now (`current`).
 */
export function checkVersion(ctx: Ctx, row: { updated_at: string }, current: () => unknown): void {
  const header = ctx.request.headers.get(IF_MATCH);
  if (header === null) return;
  const versions = taggedVersions(header);
  if (versions === '*' || versions.includes(row.updated_at)) return;
  throw new ApiError(412, { message: serverMessages.staleVersion, current: current() });
}

/**
 * A changed row's `updated_at`: now, or a millisecond after its last one when the clock has not
 * moved past it (a stopped test clock, two writes in one millisecond), so each write is a new version.
 */
export function nextVersion(ctx: Ctx, row: { updated_at: string }): string {
  const last = Date.parse(row.updated_at);
  return Number.isFinite(last) && last >= ctx.now ? new Date(last + 1).toISOString() : ctx.nowIso;
}
