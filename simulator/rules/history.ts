import type { HistoryActor } from '../../src/api/contract/history';
import type { UserAgentInfo } from '../context';
import type { HistoryRow, OrgData, UserRow } from '../store';

interface HistoryCtx {
  org: OrgData;
  ua: UserAgentInfo;
  nowIso: string;
  /** The signed-in caller (a session's user or an API key's owner): the entry's actor. */
  user?: UserRow | null;
}

/** A user as the actor of history entries: id and the name an administrator knows them by. */
export const actorOf = (user: UserRow): HistoryActor => ({ id: user.id, name: user.name || user.username });

/**
 * Appends one history entry for a user or an auth type; its actor is the signed-in caller, or
 * `actor` where the caller is not signed in yet (a sign-in is the user's own act).
 */
export function addHistory(
  ctx: HistoryCtx,
  subject: HistoryRow['subject'],
  subjectId: string,
  event: string,
  change: { field?: string | null; before?: unknown; after?: unknown; actor?: UserRow; project_id?: string } = {},
): HistoryRow {
  const actor = change.actor ?? ctx.user;
  return ctx.org.tables.history.insert({
    subject,
    subject_id: subjectId,
    event,
    field: change.field ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    browser: ctx.ua.browser,
    os: ctx.ua.os,
    device: ctx.ua.device,
    created_at: ctx.nowIso,
    actor: actor ? actorOf(actor) : null,
    ...(change.project_id ? { project_id: change.project_id } : {}),
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One `changed` entry per field whose value differs (secrets are recorded without values). */
export function addChanges(
  ctx: HistoryCtx,
  subject: HistoryRow['subject'],
  subjectId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  secret: readonly string[] = ['password', 'secret_key', 'private_key'],
): number {
  let count = 0;
  for (const field of fields) {
    if (same(before[field], after[field])) continue;
    const hide = secret.includes(field);
    addHistory(ctx, subject, subjectId, 'changed', {
      field,
      before: hide ? null : before[field],
      after: hide ? null : after[field],
    });
    count += 1;
  }
  return count;
}

export const historyJson = (h: HistoryRow) => ({
  id: h.id,
  event: h.event,
  field: h.field,
  before: h.before,
  after: h.after,
  browser: h.browser,
  os: h.os,
  device: h.device,
  created_at: h.created_at,
  actor: h.actor ?? null,
  project_id: h.project_id ?? null,
});
