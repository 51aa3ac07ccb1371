import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { referenceOf } from '../referenceOf';
import type { KindInputProps } from '../ResourceDeclaration';
import { lookupPerPage } from './lookupPerPage';
import { useInlineCreate } from './useInlineCreate';

/** Several records of another resource (e.g. projects of an auth type), optionally created inline. */
export function ReferenceArrayKindInput(props: KindInputProps) {
  const { field: _field, filter: _filter, disabled, label, helperText, ...rest } = props;
  const onCreate = useInlineCreate(props);
  return (
    <ReferenceArrayInput {...rest} reference={referenceOf(props.field)} perPage={lookupPerPage}>
      <AutocompleteArrayInput
        disabled={disabled}
        {...(label ? { label } : {})}
        {...(helperText ? { helperText } : {})}
        {...(onCreate ? { onCreate, createItemLabel: 'ra.action.create_item' } : {})}
      />
    </ReferenceArrayInput>
  );
}
