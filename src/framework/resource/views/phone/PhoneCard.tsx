import { memo } from 'react';
import { RecordContextProvider, type Identifier, type RaRecord } from 'react-admin';
import { FieldCell } from '../../fields/FieldCell';
import { RowActions } from '../RowActions';
import type { PhoneCardFields } from './phoneCardFields';
import { PhoneCardFrame, type PhoneCardFrameProps } from './PhoneCardFrame';
import { DragHandle } from '../reorder/DragHandle';
import { PhoneCardField } from './PhoneCardField';
import { PhoneCardTitle } from './PhoneCardTitle';

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
        title={<PhoneCardTitle resource={resource} record={record} field={fields.primary} opens={!!link} />}
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
          <PhoneCardField key={field.column} resource={resource} field={field} />
        ))}
        chips={
          fields.chips.length > 0 &&
          fields.chips.map((field) => <PhoneCardField key={field.column} resource={resource} field={field} />)
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
