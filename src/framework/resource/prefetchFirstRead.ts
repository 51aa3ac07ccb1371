import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import { prefetchFirstList } from './prefetchFirstList';
import { prefetchFirstRecord } from './prefetchFirstRecord';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * At a signed-in deep link, reads what the page shows first into react-admin's query client while
 * the shell's code is still on its way: a list's first page (`prefetchFirstList`) or the record of
 * a record page (`prefetchFirstRecord`). Any other page reads as it mounts.
 */
export function prefetchFirstRead(
  queryClient: QueryClient,
  options: {
    declarations: readonly AnyResourceDeclaration[];
    dataProvider: Pick<DataProvider, 'getList' | 'getOne'>;
    store: Store;
    /** The router's location (without the base path). */
    location: { pathname: string; search: string };
  },
): void {
  prefetchFirstList(queryClient, options);
  prefetchFirstRecord(queryClient, options);
}
