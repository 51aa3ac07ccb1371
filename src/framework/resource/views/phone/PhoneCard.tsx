import { memo } from 'react';
import {
  RecordContextProvider,
  useGetRecordRepresentation,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { FieldCell } from '../../fields/FieldCell';
import type { ResolvedField } from '../../ResourceDeclaration';
import { RowActions } from '../RowActions';
import type { PhoneCardFields } from './phoneCardFields';
import { PhoneCardFrame, type PhoneCardFrameProps } from './PhoneCardFrame';
import { DragHandle } from '../reorder/ReorderContext';
import { PhoneCardValue } from './PhoneCardValue';

export interface PhoneCardProps {
  resource: string;
  record: RaRecord;
  fields: PhoneCardFields;
  /** Where the title leads (the record's edit screen), or false when the record cannot be opened. */
  link: string | false;
  selected: boolean;
  /** The selection checkbox, when the list has bulk actions; disabled for records that cannot be selected. */
  onToggle: ((id: Identifier) => void) | undefined;
  selectable: boolean;
  selectLabel: string;
  /** A draggable card (the list's drag ordering): its ref and style, and a drag handle under its menu. */
  item?: PhoneCardFrameProps['item'];
}

function Labelled({ resource, field }: { resource: string; field: ResolvedField }) {
  const translate = useTranslate();
  return (
    <PhoneCardValue label={translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}>
      <FieldCell field={field} />
    </PhoneCardValue>
  );
}

/**
 * The title as plain text (it sits in a link, so never a field's own link or copy button); the
 * cell of a field declared the card's title when the record opens nothing.
 */
function Title({
  resource,
  record,
  field,
  opens,
}: {
  resource: string;
  record: RaRecord;
  field: ResolvedField | null;
  opens: boolean;
}) {
  const represent = useGetRecordRepresentation(resource);
  if (field?.declaration.card === 'title' && !opens) return <FieldCell field={field} />;
  const value: unknown = field ? record[field.source] : undefined;
  return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : represent(record)}</>;
}

/**
 * One record as a card of the phone list: selection checkbox, title (a link to the record), the
 * secondary values and chips the declaration gives (`phoneCardFields`), and the row's action cells
 * and actions menu.
 * Styled by the list (`phoneListSx`); memoised so selecting one card re-renders that card only.
 */
export const PhoneCard = memo(function PhoneCard({
  resource,
  record,
  fields,
  link,
  selected,
  onToggle,
  selectable,
  selectLabel,
  item,
}: PhoneCardProps) {
  return (
    <RecordContextProvider value={record}>
      <PhoneCardFrame
        title={<Title resource={resource} record={record} field={fields.primary} opens={!!link} />}
        link={link}
        selection={
          onToggle && {
            checked: selected,
            disabled: !selectable,
            label: selectLabel,
            onToggle: () => onToggle(record.id),
          }
        }
        lines={fields.secondary.map((field) => (
          <Labelled key={field.column} resource={resource} field={field} />
        ))}
        chips={
          fields.chips.length > 0 &&
          fields.chips.map((field) => <Labelled key={field.column} resource={resource} field={field} />)
        }
        actions={
          <>
            {fields.actions.map((field) => (
              <FieldCell key={field.column} field={field} />
            ))}
            <RowActions />
            {item && <DragHandle />}
          </>
        }
        item={item}
      />
    </RecordContextProvider>
  );
});
