import { dataProviderErrorMessage } from '../../../providers/errorMessage';
import { useContext, useMemo, type ReactNode } from 'react';
import { useGetMany, useListContext, useNotify, type Identifier, type RaRecord } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { cellValue } from './cellValue';
import { ReferenceLookupContext } from './ReferenceLookup';

const noRecords = new Map<string, RaRecord>();

/** One referenced resource's lookup for the page's rows: one getMany for the ids its fields hold. */
export function ResourceLookup({
  reference,
  fields,
  children,
}: {
  reference: string;
  fields: readonly ResolvedField[];
  children: ReactNode;
}) {
  const { data } = useListContext();
  const ids = useMemo(() => {
    const all = new Set<Identifier>();
    for (const row of data ?? [])
      for (const field of fields) for (const id of asIds(cellValue(field, row))) all.add(id);
    return [...all].sort();
  }, [data, fields]);
  const notify = useNotify();
  // Names of referenced records change rarely: for a minute a remounted page shows the cached ones
  // without refetching; react-admin's refresh and mutations of the referenced resource still
  // update them at once.
  const {
    data: records,
    isPending,
    isPaused,
  } = useGetMany(
    reference,
    { ids },
    {
      enabled: ids.length > 0,
      staleTime: 60_000,
      onError: (error) => {
        const { key, args } = dataProviderErrorMessage(error);
        notify(key, { type: 'error', messageArgs: args });
      },
    },
  );
  const parent = useContext(ReferenceLookupContext);
  const value = useMemo(() => {
    const byId = records ? new Map(records.filter(Boolean).map((record) => [String(record.id), record])) : noRecords;
    return new Map(parent).set(reference, { records: byId, loading: ids.length > 0 && isPending && !isPaused });
  }, [parent, reference, records, ids.length, isPending, isPaused]);
  return <ReferenceLookupContext.Provider value={value}>{children}</ReferenceLookupContext.Provider>;
}

function asIds(value: unknown): Identifier[] {
  return Array.isArray(value) ? (value as Identifier[]) : [];
}
