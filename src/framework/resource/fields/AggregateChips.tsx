import { dataProviderErrorMessage } from '../../../providers/errorMessage';
import { useGetManyAggregate, useGetRecordRepresentation, useNotify } from 'react-admin';
import { ChipList } from './ChipList';
import { ChipPlaceholders } from './ChipPlaceholders';
import { referenceOf } from '../referenceOf';
import type { KindFieldProps } from './KindFieldProps';
import { useCellIds } from './useCellIds';

/** A reference array cell whose names come from one getMany per page (react-admin aggregates the cells' ids). */
export function AggregateChips({ field }: KindFieldProps) {
  const reference = referenceOf(field);
  const ids = useCellIds(field);
  const notify = useNotify();
  // Names of referenced records change rarely: for a minute a remounted page shows the cached ones
  // without refetching (each refetch re-rendered every cell twice, for its start and its end);
  // react-admin's refresh and mutations of the referenced resource still update them at once.
  const { data, isPending, isPaused } = useGetManyAggregate(
    reference,
    { ids },
    {
      staleTime: 60_000,
      onError: (error) => {
        const { key, args } = dataProviderErrorMessage(error);
        notify(key, { type: 'error', messageArgs: args });
      },
    },
  );
  const represent = useGetRecordRepresentation(reference);
  if (ids.length === 0) return null;
  if (isPending && !isPaused) return <ChipPlaceholders count={ids.length} />;
  return <ChipList labels={(data ?? []).filter(Boolean).map((referenced) => String(represent(referenced)))} />;
}
