import { z } from 'zod/mini';
import { DateTime, Id } from './common';

export const userEvents = [
  'created',
  'changed',
  'signed_in',
  'signed_out',
  'signed_out_manually',
  'signed_out_auto',
  'credentials_added',
  'credentials_changed',
  'credentials_removed',
  'social_credentials_added',
  'social_credentials_changed',
  'social_credentials_removed',
  'profile_added',
  'profile_changed',
  'profile_removed',
] as const;
export const authTypeEvents = ['created', 'changed', 'hook_added', 'hook_removed'] as const;

/** Who made a change: the signed-in user (or API-key owner) whose call recorded the entry. */
export const HistoryActor = z.object({ id: Id, name: z.string() });
export type HistoryActor = z.infer<typeof HistoryActor>;

/**
 * The history fields whose values are ids of other records (one id or a list), by the resource
 * they name: a client shows those records by name, not by id.
 */
export const historyReferences: ReadonlyMap<string, 'project' | 'permission' | 'authType'> = new Map([
  ['project_id', 'project'],
  ['projects', 'project'],
  ['permissions', 'permission'],
  ['auth_type_id', 'authType'],
]);

/** Events whose before or after value is the user agent of the session signed in or out: a client names its browser and system. */
export const historyAgentEvents: ReadonlySet<string> = new Set([
  'signed_in',
  'signed_out',
  'signed_out_manually',
  'signed_out_auto',
]);

/** One activity-log / history entry (SPEC §3); `actor` when the API knows who made the change. */
export const HistoryEntry = z.object({
  id: Id,
  event: z.string(),
  field: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  device: z.nullable(z.string()),
  created_at: DateTime,
  actor: z.optional(z.nullable(HistoryActor)),
  /** The project of the profile a `profile_changed` entry changed (a permission change says which project's). */
  project_id: z.optional(z.nullable(Id)),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
