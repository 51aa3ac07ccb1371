import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { raRecordQueryKey } from '../internals/raRecordQueryKey';
import { firstRecordRead } from './firstRecordRead';
import { prefetchKeptFresh } from './prefetchKeptFresh';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * At a signed-in deep link to a record (`firstRecordRead`), starts reading it into react-admin's
 * query cache while the console's shell is still loading, instead of once the page has mounted;
 * the page then finds it under its own key (`raRecordQueryKey`), or the read on its way. A read
 * that fails leaves nothing: the page reads again itself and reports its own failure.
 */
export function prefetchFirstRecord(
  queryClient: QueryClient,
  options: {
    declarations: readonly AnyResourceDeclaration[];
    dataProvider: Pick<DataProvider, 'getOne'>;
    /** The router's location (without the base path). */
    location: { pathname: string };
  },
): void {
  const { declarations, dataProvider, location } = options;
  const read = firstRecordRead(declarations, location.pathname);
  if (!read) return;
  // As react-admin's useGetOne reads and keeps a record; the record page and its form share it.
  prefetchKeptFresh(queryClient, raRecordQueryKey(read.resource, { id: read.id }), ({ signal }) =>
    dataProvider.getOne(read.resource, { id: read.id, signal }).then(({ data }) => data),
  );
}
