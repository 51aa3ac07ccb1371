import { useCreate, useResourceDefinitions } from 'react-admin';
import { referenceOf } from '../referenceOf';
import type { KindInputProps } from '../ResourceDeclaration';

/**
 * Inline creation of a missing target (declaration `createInline`): the typed text becomes the new
 * record's representation field (e.g. a project's name). Undefined when not declared or not possible.
 */
export function useInlineCreate(props: KindInputProps) {
  const reference = referenceOf(props.field);
  const definitions = useResourceDefinitions();
  const [create] = useCreate();
  const representation = definitions[reference]?.recordRepresentation;
  if (!props.field.declaration.createInline || props.filter || typeof representation !== 'string') return undefined;
  return async (text?: string) => {
    const value = text?.trim();
    if (!value) return undefined;
    return create(reference, { data: { [representation]: value } }, { returnPromise: true });
  };
}
