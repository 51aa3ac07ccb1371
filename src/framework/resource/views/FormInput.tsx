import type { ResolvedField } from '../ResourceDeclaration';
import { ColumnInput } from './ColumnInput';
import { DependentInput } from './DependentInput';
import { FieldInput } from './FieldInput';
import type { FormMode } from './FormMode';

/** One input of a generated form, with its help text when the catalog has one. */
export function FormInput({ field, mode }: { field: ResolvedField; mode: FormMode }) {
  const { visibleWhen, labelFrom } = field.declaration;
  if (visibleWhen || labelFrom) return <DependentInput field={field} mode={mode} />;
  return field.column !== field.source ? (
    <ColumnInput field={field} mode={mode} />
  ) : (
    <FieldInput field={field} mode={mode} />
  );
}
