import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetMany, useListContext, useNotify, type Identifier, type RaRecord } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { cellValue } from './cellValue';

/** The records of one referenced resource that a page of rows points at, by id. */
export interface ReferenceLookup {
  records: ReadonlyMap<string, RaRecord>;
  loading: boolean;
}

const Lookups = createContext<ReadonlyMap<string, ReferenceLookup>>(new Map());

/** The page's lookup of `reference`, when the list provides one (ReferenceLookupProvider). */
export function useReferenceLookup(reference: string): ReferenceLookup | undefined {
  return useContext(Lookups).get(reference);
}

const noRecords = new Map<string, RaRecord>();

function ResourceLookup({
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
      onError: (error) =>
        notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
          type: 'error',
        }),
    },
  );
  const parent = useContext(Lookups);
  const value = useMemo(() => {
    const byId = records ? new Map(records.filter(Boolean).map((record) => [String(record.id), record])) : noRecords;
    return new Map(parent).set(reference, { records: byId, loading: ids.length > 0 && isPending && !isPaused });
  }, [parent, reference, records, ids.length, isPending, isPaused]);
  return <Lookups.Provider value={value}>{children}</Lookups.Provider>;
}

function asIds(value: unknown): Identifier[] {
  return Array.isArray(value) ? (value as Identifier[]) : [];
}

/**
 * One getMany per referenced resource for a whole page of rows, shared by the page's chip cells
 * (`referenceArray` fields): a page of 100 rows would otherwise run a query hook per cell.
 */
export function ReferenceLookupProvider({
  fields,
  children,
}: {
  fields: readonly ResolvedField[];
  children: ReactNode;
}) {
  const byReference = useMemo(() => {
    const groups = new Map<string, ResolvedField[]>();
    for (const field of fields) {
      const reference = field.kind === 'referenceArray' ? field.declaration.reference : undefined;
      if (reference) groups.set(reference, [...(groups.get(reference) ?? []), field]);
    }
    return [...groups];
  }, [fields]);
  return byReference.reduceRight<ReactNode>(
    (inner, [reference, referencing]) => (
      <ResourceLookup key={reference} reference={reference} fields={referencing}>
        {inner}
      </ResourceLookup>
    ),
    children,
  );
}
