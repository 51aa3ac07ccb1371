import { ReferenceField } from 'react-admin';
import { referenceOf } from '../referenceOf';
import type { KindFieldProps } from './KindFieldProps';

/** The referenced record's representation (one getMany per page of rows, not one call per row). */
export function ReferenceKindField({ field }: KindFieldProps) {
  return <ReferenceField source={field.column} reference={referenceOf(field)} link={false} />;
}
