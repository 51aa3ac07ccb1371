import type { KindInputProps } from '../ResourceDeclaration';

/** What react-admin's input of a kind is given: the field's props, required unless it is a filter. */
export const kindInputProps = ({ field, filter, ...props }: KindInputProps) => ({
  ...props,
  ...(filter ? {} : { isRequired: field.required }),
});
