import { useCallback, useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  BulkActionsToolbar,
  ColumnsSelector,
  DataTable,
  DataTableRenderContext,
  DataTableStoreContext,
  useGetResourceLabel,
  useStore,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { RaStoredHiddenColumns } from '../../../reactAdminInternals';
import { ReferenceLookupProvider } from '../../fields/ReferenceLookup';
import type { ResolvedField } from '../../ResourceDeclaration';
import { useResourceScope } from '../../ResourceScope';
import { RowActionsProvider } from '../RowActions';
import { RowDeleteProvider } from '../RowDelete';
import { PhoneCard } from './PhoneCard';
import { phoneCardFields } from './phoneCardFields';
import { phoneListSx } from './phoneListSx';

export interface PhoneListProps {
  /** The list's bulk action buttons (as DataTable's `bulkActionButtons`); false: no selection. */
  bulkActionButtons: ReactNode | false;
  /** The table's row click: the path a record opens, or false. */
  rowClick: false | ((id: Identifier, resource: string, record: RaRecord) => string | false);
  /** Records that may be selected (default all). */
  isRowSelectable?: (record: RaRecord) => boolean;
}

/** Checks or clears every selectable card of the page (the rest of the selection is kept). */
function SelectPage({ selectable }: { selectable: readonly Identifier[] }) {
  const translate = useTranslate();
  const { selectedIds, onSelect } = useListContext();
  const all = selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  const some = !all && selectable.some((id) => selectedIds.includes(id));
  return (
    <label className="fw-card-selectall">
      <input
        type="checkbox"
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = some;
        }}
        disabled={selectable.length === 0}
        onChange={() =>
          onSelect(
            all
              ? selectedIds.filter((id) => !selectable.includes(id))
              : [...selectedIds, ...selectable.filter((id) => !selectedIds.includes(id))],
          )
        }
      />
      {translate('ra.action.select_all')}
    </label>
  );
}

/** Where the table keeps its hidden columns (DataTable's default `storeKey`): the cards follow them. */
const hiddenColumnsKey = (resource: string) => `${resource}.datatable`;

/**
 * The list toolbar's column chooser at a phone's width: the table is not there to fill it, so the
 * list offers the listed fields itself; hiding one hides it from the cards (and from the table).
 */
function PhoneColumnsSelector({ resource, listed }: { resource: string; listed: readonly ResolvedField[] }) {
  const store = useMemo(() => ({ storeKey: hiddenColumnsKey(resource), defaultHiddenColumns: [] }), [resource]);
  return (
    <DataTableStoreContext.Provider value={store}>
      <DataTableRenderContext.Provider value="columnsSelector">
        <ColumnsSelector>
          {listed.map((field) => (
            <DataTable.Col key={field.column} source={field.column} />
          ))}
        </ColumnsSelector>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
}

/**
 * A list at a phone's width: react-admin's SimpleList idea on the declaration's fields, one card
 * per record (title, secondary values, chips and the row's actions menu; `phoneCardFields` picks
 * them), with the same selection and bulk actions as the table, and the table's hidden columns
 * (the column chooser). Search, filters and paging are the list's own (ListView), around it.
 */
export function PhoneList({ bulkActionButtons, rowClick, isRowSelectable }: PhoneListProps) {
  const translate = useTranslate();
  const { declaration, fields } = useResourceScope();
  const { data, selectedIds, onToggleItem } = useListContext();
  const label = useGetResourceLabel()(declaration.name, 2);
  const [hidden] = useStore<RaStoredHiddenColumns>(hiddenColumnsKey(declaration.name), []);
  const listed = useMemo(() => fields.filter((field) => field.list.show), [fields]);
  const card = useMemo(
    () =>
      phoneCardFields(
        declaration,
        listed.filter((field) => !hidden.includes(field.column)),
      ),
    [declaration, listed, hidden],
  );
  const shown = useMemo(() => [...card.secondary, ...card.chips], [card]);
  const bulk = bulkActionButtons !== false;
  const toggle = useCallback((id: Identifier) => onToggleItem(id), [onToggleItem]);
  const records = data ?? [];
  const selectable = records.filter((record) => !isRowSelectable || isRowSelectable(record)).map((record) => record.id);
  const selectLabel = translate('ra.action.select_row');
  return (
    <RowDeleteProvider>
      <RowActionsProvider>
        <ReferenceLookupProvider fields={shown}>
          <Box sx={phoneListSx}>
            {bulk && (
              <>
                <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
                {records.length > 0 && <SelectPage selectable={selectable} />}
              </>
            )}
            <ul className="fw-cards" aria-label={label}>
              {records.map((record) => (
                <PhoneCard
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
            </ul>
          </Box>
          <PhoneColumnsSelector resource={declaration.name} listed={listed} />
        </ReferenceLookupProvider>
      </RowActionsProvider>
    </RowDeleteProvider>
  );
}
