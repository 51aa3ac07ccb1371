import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import type { KindInputProps } from './inputProps';

const targetOf = (props: KindInputProps) => {
  const reference = props.field.declaration.reference;
  if (!reference) throw new Error(`Field "${props.field.source}" of kind ${props.field.kind} needs a "reference"`);
  return reference;
};

/** One record of another resource, searched by its representation. */
export function ReferenceKindInput(props: KindInputProps) {
  const { field, filter: _filter, disabled, ...rest } = props;
  return (
    <ReferenceInput {...rest} reference={targetOf(props)}>
      <AutocompleteInput disabled={disabled} isRequired={field.required} />
    </ReferenceInput>
  );
}

/** Several records of another resource (e.g. projects of an auth type). */
export function ReferenceArrayKindInput(props: KindInputProps) {
  const { field: _field, filter: _filter, disabled, ...rest } = props;
  return (
    <ReferenceArrayInput {...rest} reference={targetOf(props)}>
      <AutocompleteArrayInput disabled={disabled} />
    </ReferenceArrayInput>
  );
}
