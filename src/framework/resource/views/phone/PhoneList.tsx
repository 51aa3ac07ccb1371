import { useMemo, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import {
  BulkActionsToolbar,
  useGetResourceLabel,
  useListContext,
  useEvent,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { raDataTableStoreKeys } from '../../../internals/raDataTableStoreKeys';
import { useHiddenColumns } from '../../../internals/redrawn/columns/useHiddenColumns';
import { ReferenceLookupProvider } from '../../fields/ReferenceLookupProvider';
import { useResourceScope } from '../../ResourceScope';
import { PhoneCard } from './PhoneCard';
import { phoneCardFields } from './phoneCardFields';
import { PhoneCards } from './PhoneCards';
import { PhoneSelectPage } from './PhoneSelectPage';
import { useSortableParts } from '../reorder/useSortableParts';
import { usePublishChooserColumns } from '../../../internals/redrawn/columns/ChooserColumns';

export interface PhoneListProps {
  /** The list's bulk action buttons (as DataTable's `bulkActionButtons`); false: no selection. */
  bulkActionButtons: ReactNode | false;
  /** The table's row click: the path a record opens, or false. */
  rowClick: false | ((id: Identifier, resource: string, record: RaRecord) => string | false);
  /** Records that may be selected (default all). */
  isRowSelectable?: (record: RaRecord) => boolean;
  /** Cards can be dragged into another order (the list's drag ordering, inside its `ReorderProvider`). */
  sortable?: boolean;
}

/** Where the table keeps its hidden columns (DataTable's default `storeKey`): the cards follow them. */
const hiddenColumnsKey = raDataTableStoreKeys.table;

/**
 * A list at a phone's width: react-admin's SimpleList idea on the declaration's fields, one card
 * per record (title, secondary values, chips and the row's actions menu; `phoneCardFields` picks
 * them), with the same selection and bulk actions as the table, and the table's hidden columns
 * (the column chooser). Search, filters and paging are the list's (ListView), around it; the row
 * menu, the bulk actions and the delete confirmation are ListTable's, kept while the table and the
 * cards trade places.
 */
export function PhoneList({ bulkActionButtons, rowClick, isRowSelectable, sortable = false }: PhoneListProps) {
  const translate = useTranslate();
  const { declaration, fields } = useResourceScope();
  const { data, selectedIds, onToggleItem } = useListContext();
  const label = useGetResourceLabel()(declaration.name, 2);
  const [hidden] = useHiddenColumns();
  const listed = useMemo(() => fields.filter((field) => field.list.show), [fields]);
  // The toolbar's column chooser lists the fields: the table is not there to fill it. Hiding one
  // hides it from the cards (and from the table). The cards keep their own order: no reordering.
  usePublishChooserColumns(
    hiddenColumnsKey(declaration.name),
    listed.map((field) => ({ source: field.column })),
    false,
  );
  const card = useMemo(
    () =>
      phoneCardFields(
        declaration,
        listed.filter((field) => !hidden.includes(field.column)),
      ),
    [declaration, listed, hidden],
  );
  const shown = useMemo(() => [...card.secondary, ...card.chips, ...card.actions], [card]);
  const bulk = bulkActionButtons !== false;
  // The same function for the list's life, as react-admin's DataTable keeps its rows' toggle: its
  // `onToggleItem` is new whenever the selection's store changes, which would re-render every card.
  const toggle = useEvent((id: Identifier) => onToggleItem(id));
  const parts = useSortableParts(sortable);
  // Sortable cards wait for their draggable version (SortablePhoneCard) rather than mount twice.
  const records = useMemo(() => (sortable && !parts ? [] : (data ?? [])), [data, sortable, parts]);
  const selectable = records.filter((record) => !isRowSelectable || isRowSelectable(record)).map((record) => record.id);
  const selectLabel = translate('ra.action.select_row');
  const ids = useMemo(() => records.map((record) => record.id), [records]);
  const Card = parts ? parts.SortablePhoneCard : PhoneCard;
  const cards = (
    <PhoneCards
      label={label}
      header={
        bulk && (
          <>
            <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
            {records.length > 0 && <PhoneSelectPage selectable={selectable} />}
          </>
        )
      }
    >
      {records.map((record) => (
        <Card
          key={record.id}
          resource={declaration.name}
          record={record}
          fields={card}
          link={rowClick ? rowClick(record.id, declaration.name, record) : false}
          selected={selectedIds.includes(record.id)}
          selectable={selectable.includes(record.id)}
          onToggle={bulk ? toggle : undefined}
          selectLabel={selectLabel}
        />
      ))}
    </PhoneCards>
  );
  return (
    <ReferenceLookupProvider fields={shown}>
      {sortable && !parts && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {parts ? <parts.SortableIds ids={ids}>{cards}</parts.SortableIds> : cards}
    </ReferenceLookupProvider>
  );
}
