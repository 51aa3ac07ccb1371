import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useCreate,
  useResourceDefinitions,
} from 'react-admin';
import { pageSizes } from '../../../api/contract/common';
import type { KindInputProps } from '../ResourceDeclaration';

const targetOf = (props: KindInputProps) => {
  const reference = props.field.declaration.reference;
  if (!reference) throw new Error(`Field "${props.field.source}" of kind ${props.field.kind} needs a "reference"`);
  return reference;
};

/**
 * Inline creation of a missing target (declaration `createInline`): the typed text becomes the new
 * record's representation field (e.g. a project's name). Undefined when not declared or not possible.
 */
function useInlineCreate(props: KindInputProps) {
  const reference = targetOf(props);
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

/**
 * The reference inputs of forms and filters are simple lookups (SPEC §7): the choices are searched
 * a page of `pageSizes.lookup` (10) at a time (react-admin's default is 25); the chosen records are
 * read by ids (getMany, page_size 100).
 */
const lookupPerPage = pageSizes.lookup;

/** One record of another resource, searched by its representation. */
export function ReferenceKindInput(props: KindInputProps) {
  const { field, filter: _filter, disabled, label, helperText, ...rest } = props;
  return (
    <ReferenceInput {...rest} reference={targetOf(props)} perPage={lookupPerPage}>
      <AutocompleteInput
        disabled={disabled}
        isRequired={field.required}
        {...(label ? { label } : {})}
        {...(helperText ? { helperText } : {})}
      />
    </ReferenceInput>
  );
}

/** Several records of another resource (e.g. projects of an auth type), optionally created inline. */
export function ReferenceArrayKindInput(props: KindInputProps) {
  const { field: _field, filter: _filter, disabled, label, helperText, ...rest } = props;
  const onCreate = useInlineCreate(props);
  return (
    <ReferenceArrayInput {...rest} reference={targetOf(props)} perPage={lookupPerPage}>
      <AutocompleteArrayInput
        disabled={disabled}
        {...(label ? { label } : {})}
        {...(helperText ? { helperText } : {})}
        {...(onCreate ? { onCreate, createItemLabel: 'ra.action.create_item' } : {})}
      />
    </ReferenceArrayInput>
  );
}
