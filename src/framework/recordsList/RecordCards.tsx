import type { ReactNode } from 'react';
import { BulkActionsToolbar, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { PhoneCardFrame } from '../resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../resource/views/phone/PhoneCards';
import { PhoneCardValue } from '../resource/views/phone/PhoneCardValue';
import { PhoneSelectPage } from '../resource/views/phone/PhoneSelectPage';
import type { RecordCardOf, RecordColumn } from './RecordColumn';
import { RecordValue } from './RecordValue';

export interface RecordCardsProps<R extends RaRecord> {
  label: string;
  columns: readonly RecordColumn<R>[];
  card: RecordCardOf<R>;
  /** Selection and the buttons that act on it, above the cards; none: no checkboxes. */
  bulkActionButtons?: ReactNode;
}

/**
 * The records of the list context at a phone's width: a list named `label`, one card per record
 * (`card` draws it, with the columns' labelled values), each in its record's context; with bulk
 * actions, a checkbox per card, the page's select-all and the bulk actions bar above them.
 */
export function RecordCards<R extends RaRecord>({ label, columns, card, bulkActionButtons }: RecordCardsProps<R>) {
  const translate = useTranslate();
  const { data, selectedIds, onToggleItem } = useListContext<R>();
  const records = data ?? [];
  const bulk = bulkActionButtons !== undefined && bulkActionButtons !== false;
  const value = (source: string) => {
    const column = columns.find((candidate) => candidate.source === source);
    return column ? (
      <PhoneCardValue key={source} label={column.label}>
        <RecordValue column={column} />
      </PhoneCardValue>
    ) : null;
  };
  return (
    <PhoneCards
      label={label}
      header={
        bulk && (
          <>
            <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
            {records.length > 0 && <PhoneSelectPage selectable={records.map((record) => record.id)} />}
          </>
        )
      }
    >
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <PhoneCardFrame
            {...card(record, value)}
            selection={
              bulk
                ? {
                    checked: selectedIds.includes(record.id),
                    label: translate('ra.action.select_row'),
                    onToggle: () => onToggleItem(record.id),
                  }
                : undefined
            }
          />
        </RecordContextProvider>
      ))}
    </PhoneCards>
  );
}
