import { useFormContext } from 'react-hook-form';
import type { ResolvedField } from '../ResourceDeclaration';

/** Applies the field's `onChange` effects (other fields' values) after a user change. */
export function useFieldEffects(field: ResolvedField) {
  const { getValues, setValue } = useFormContext();
  const effect = field.declaration.onChange;
  if (!effect) return undefined;
  return () => {
    const values = getValues() as Record<string, unknown>;
    for (const [key, value] of Object.entries(effect(values[field.source], values)))
      setValue(key, value, { shouldDirty: true });
  };
}
