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

/** One activity-log / history entry (SPEC §3). */
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
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
