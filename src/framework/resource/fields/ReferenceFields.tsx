import { ReferenceArrayField, ReferenceField, useGetRecordRepresentation, useListContext } from 'react-admin';
import type { ResolvedField } from '../resolveFields';
import { ChipList } from './ChipList';

type Props = { field: ResolvedField };

const targetOf = (field: ResolvedField) => {
  if (!field.declaration.reference) throw new Error(`Field "${field.source}" of kind ${field.kind} needs a "reference"`);
  return field.declaration.reference;
};

/** The referenced record's representation (one getMany per page of rows, not one call per row). */
export function ReferenceKindField({ field }: Props) {
  return <ReferenceField source={field.column} reference={targetOf(field)} link={false} />;
}

function ReferencedChips({ reference }: { reference: string }) {
  const { data } = useListContext();
  const represent = useGetRecordRepresentation(reference);
  return <ChipList labels={(data ?? []).map((record) => String(represent(record)))} />;
}

/** Referenced records as chips (at most 2, then "+N"). */
export function ReferenceArrayKindField({ field }: Props) {
  const reference = targetOf(field);
  return (
    <ReferenceArrayField source={field.column} reference={reference}>
      <ReferencedChips reference={reference} />
    </ReferenceArrayField>
  );
}
