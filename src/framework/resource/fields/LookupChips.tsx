import { useGetRecordRepresentation } from 'react-admin';
import { ChipList } from './ChipList';
import { ChipPlaceholders } from './ChipPlaceholders';
import type { ReferenceLookup } from './ReferenceLookup';
import { referenceOf } from '../referenceOf';
import type { KindFieldProps } from './KindFieldProps';
import { useCellIds } from './useCellIds';

/** A reference array cell whose names come from the list's lookup of that resource (`ReferenceLookupProvider`). */
export function LookupChips({ field, lookup }: KindFieldProps & { lookup: ReferenceLookup }) {
  const ids = useCellIds(field);
  const represent = useGetRecordRepresentation(referenceOf(field));
  if (ids.length === 0) return null;
  if (lookup.loading) return <ChipPlaceholders count={ids.length} />;
  const referenced = ids.flatMap((id) => lookup.records.get(String(id)) ?? []);
  return <ChipList labels={referenced.map((record) => String(represent(record)))} />;
}
