import type { GetListParams } from 'react-admin';

/**
 * The react-query key under which react-admin's `useGetList` (and so a list controller) keeps one
 * page of a list: `[resource, 'getList', { pagination, sort, filter, meta }]`. Data put in the
 * cache under this key is what the list shows, without a read of its own.
 */
export const raListQueryKey = (
  resource: string,
  { pagination, sort, filter, meta }: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>,
) => [resource, 'getList', { pagination, sort, filter, meta }] as const;
