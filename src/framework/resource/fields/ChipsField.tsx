import type { ResolvedField } from '../ResourceDeclaration';
import { ChipList, labelsOf } from './ChipList';
import { useFieldValue } from './useFieldValue';

/** An array value as chips (at most 2, then "+N"). */
export function ChipsField({ field }: { field: ResolvedField }) {
  return <ChipList labels={labelsOf(useFieldValue(field))} />;
}
