import type { Identifier } from 'react-admin';

/**
 * The react-query key under which react-admin's `useGetOne` (and so an edit controller) keeps one
 * record: `[resource, 'getOne', { id: String(id), meta }]`. A record put in the cache under this key
 * is what the view shows, without a read of its own.
 */
export const raRecordQueryKey = (resource: string, { id, meta }: { id: Identifier; meta?: unknown }) =>
  [resource, 'getOne', { id: String(id), meta }] as const;
