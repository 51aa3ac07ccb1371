import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { referenceOf } from '../referenceOf';
import { lookupPerPage } from './lookupPerPage';
import type { KindInputProps } from '../ResourceDeclaration';

/** One record of another resource, searched by its representation. */
export function ReferenceKindInput(props: KindInputProps) {
  const { field, filter: _filter, disabled, label, helperText, ...rest } = props;
  return (
    <ReferenceInput {...rest} reference={referenceOf(props.field)} perPage={lookupPerPage}>
      <AutocompleteInput
        disabled={disabled}
        isRequired={field.required}
        {...(label ? { label } : {})}
        {...(helperText ? { helperText } : {})}
      />
    </ReferenceInput>
  );
}
