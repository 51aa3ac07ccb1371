import { z } from 'zod/mini';
import { ErrorBody } from './errors';

/**
 * Optimistic concurrency (docs/decisions/0019): a write to a record carries the version it was made
 * against in `If-Match` (RFC 9110 §13.1.1), the record's `updated_at` as the client loaded it,
 * quoted as an entity tag. A record changed since gets 412 with its current state, so the client can
 * show what changed elsewhere; without the header the write goes through (API clients that do not
 * track versions).
 */
export const IF_MATCH = 'If-Match';

/** `If-Match` for a record loaded at `updatedAt`. */
export const versionTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The versions an `If-Match` value names (`*`: any; weak tags compare as strong ones here). */
export function taggedVersions(header: string): string[] | '*' {
  if (header.trim() === '*') return '*';
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"'))
    .map((tag) => tag.slice(1, -1));
}

/** 412 body: `{ message, current }`, the record as stored now. */
export const StaleVersionBody = z.extend(ErrorBody, { current: z.optional(z.unknown()) });
