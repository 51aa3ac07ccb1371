import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type Identifier } from 'react-admin';
import type { AnyResourceDeclaration, DeleteDependent } from '../ResourceDeclaration';

/** One line of a delete confirmation: how many records of a kind go with the deleted ones. */
export interface DependentCount {
  name: string;
  count: number;
}

/** The dependent list's total for one filter (page_size 1: only `meta.total` is read). */
const totalOf = (
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  meta: { parentId: string } | undefined,
  signal: AbortSignal,
) =>
  dataProvider
    .getList(resource, {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter,
      ...(meta ? { meta } : {}),
      signal,
    })
    .then((page) => page.total ?? 0);

async function countOf(dataProvider: DataProvider, dependent: DeleteDependent, ids: string[], signal: AbortSignal) {
  if ('nested' in dependent) {
    const totals = await Promise.all(
      ids.map((id) => totalOf(dataProvider, dependent.resource, {}, { parentId: id }, signal)),
    );
    return totals.reduce((sum, total) => sum + total, 0);
  }
  return totalOf(dataProvider, dependent.resource, dependent.filter(ids), undefined, signal);
}

/**
 * What deleting these records takes with it (the declaration's `deleteDependents`), counted by the
 * API while the confirmation is open: afresh each time it opens, so the number is the one of that
 * moment. `dependents` is empty for a resource that declares none.
 */
export function useDeleteDependents(declaration: AnyResourceDeclaration, ids: readonly Identifier[], open: boolean) {
  const dataProvider = useDataProvider();
  const declared = declaration.deleteDependents ?? [];
  const keys = ids.map(String);
  const query = useQuery({
    queryKey: [declaration.name, 'deleteDependents', keys],
    queryFn: ({ signal }) =>
      Promise.all(
        declared.map(async (dependent): Promise<DependentCount> => ({
          name: dependent.name,
          count: await countOf(dataProvider, dependent, keys, signal),
        })),
      ),
    enabled: open && declared.length > 0 && keys.length > 0,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  if (declared.length === 0) return { dependents: [] as DependentCount[], counting: false, failed: false };
  return { dependents: query.data, counting: query.isFetching, failed: query.isError };
}
