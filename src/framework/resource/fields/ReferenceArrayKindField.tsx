import { useReferenceLookup } from './ReferenceLookup';
import { LookupChips } from './LookupChips';
import { AggregateChips } from './AggregateChips';
import { referenceOf } from '../referenceOf';
import type { KindFieldProps } from './KindFieldProps';

/**
 * Referenced records as chips (at most 2, then "+N"). In a list, from the page's lookup (one
 * getMany per referenced resource, ReferenceLookup.tsx); elsewhere the ids of every such cell are
 * fetched in one getMany (react-admin's aggregation), as ReferenceArrayField does, but without its
 * list controller and styled wrapper per cell.
 */
export function ReferenceArrayKindField({ field }: KindFieldProps) {
  const lookup = useReferenceLookup(referenceOf(field));
  return lookup ? <LookupChips field={field} lookup={lookup} /> : <AggregateChips field={field} />;
}
