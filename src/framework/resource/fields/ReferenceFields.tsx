import {
  ReferenceField,
  useGetManyAggregate,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { ChipList } from './ChipList';
import { ChipPlaceholders } from './ChipPlaceholders';
import { useReferenceLookup, type ReferenceLookup } from './ReferenceLookup';

type Props = { field: ResolvedField };

const targetOf = (field: ResolvedField) => {
  if (!field.declaration.reference)
    throw new Error(`Field "${field.source}" of kind ${field.kind} needs a "reference"`);
  return field.declaration.reference;
};

/** The referenced record's representation (one getMany per page of rows, not one call per row). */
export function ReferenceKindField({ field }: Props) {
  return <ReferenceField source={field.column} reference={targetOf(field)} link={false} />;
}

const noIds: Identifier[] = [];

/** The ids in the cell's column of the current record. */
function useCellIds(field: ResolvedField): Identifier[] {
  const value = useRecordContext<Record<string, unknown>>()?.[field.column];
  return Array.isArray(value) ? (value as Identifier[]) : noIds;
}

/**
 * Referenced records as chips (at most 2, then "+N"). In a list, from the page's lookup (one
 * getMany per referenced resource, ReferenceLookup.tsx); elsewhere the ids of every such cell are
 * fetched in one getMany (react-admin's aggregation), as ReferenceArrayField does, but without its
 * list controller and styled wrapper per cell.
 */
export function ReferenceArrayKindField({ field }: Props) {
  const lookup = useReferenceLookup(targetOf(field));
  return lookup ? <LookupChips field={field} lookup={lookup} /> : <AggregateChips field={field} />;
}

function LookupChips({ field, lookup }: Props & { lookup: ReferenceLookup }) {
  const ids = useCellIds(field);
  const represent = useGetRecordRepresentation(targetOf(field));
  if (ids.length === 0) return null;
  if (lookup.loading) return <ChipPlaceholders count={ids.length} />;
  const referenced = ids.flatMap((id) => lookup.records.get(String(id)) ?? []);
  return <ChipList labels={referenced.map((record) => String(represent(record)))} />;
}

function AggregateChips({ field }: Props) {
  const reference = targetOf(field);
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
      onError: (error) =>
        notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
          type: 'error',
        }),
    },
  );
  const represent = useGetRecordRepresentation(reference);
  if (ids.length === 0) return null;
  if (isPending && !isPaused) return <ChipPlaceholders count={ids.length} />;
  return <ChipList labels={(data ?? []).filter(Boolean).map((referenced) => String(represent(referenced)))} />;
}
