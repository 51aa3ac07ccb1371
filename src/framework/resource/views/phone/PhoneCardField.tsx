import { useTranslate } from 'react-admin';
import { FieldCell } from '../../fields/FieldCell';
import type { ResolvedField } from '../../ResourceDeclaration';
import { PhoneCardValue } from './PhoneCardValue';

/** A field's cell on a phone card, with the column's name as its small label. */
export function PhoneCardField({ resource, field }: { resource: string; field: ResolvedField }) {
  const translate = useTranslate();
  return (
    <PhoneCardValue label={translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}>
      <FieldCell field={field} />
    </PhoneCardValue>
  );
}
