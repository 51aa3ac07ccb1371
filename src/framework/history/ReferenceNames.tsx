import { useGetManyAggregate, useGetRecordRepresentation, useTranslate, type Identifier } from 'react-admin';

/**
 * Records named by id in a history entry, by their names: one getMany per resource for every such
 * value on the page (react-admin's aggregation). An id whose record is gone reads "deleted (id)";
 * while the names load, the ids are not shown; when they cannot be read, the ids are marked as such.
 */
export function ReferenceNames({ resource, ids }: { resource: string; ids: readonly Identifier[] }) {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  // Names change rarely: a page shown again within a minute reuses them.
  const { data, error, isPending, isPaused } = useGetManyAggregate(resource, { ids: [...ids] }, { staleTime: 60_000 });
  if (isPending && !isPaused) return <>{translate('history.loadingNames')}</>;
  // Names that could not be read are not said to be deleted.
  if (error) return <>{ids.map((id) => translate('history.recordId', { id: String(id) })).join(', ')}</>;
  const byId = new Map((data ?? []).filter(Boolean).map((record) => [String(record.id), record]));
  const names = ids.map((id) => {
    const record = byId.get(String(id));
    return record ? String(represent(record)) : translate('history.deletedRecord', { id: String(id) });
  });
  return <>{names.join(', ')}</>;
}
