import { forwardRef, useMemo, type ComponentProps } from 'react';
import { DataTableBody, DataTableRow, useRecordContext } from 'react-admin';
import { useDataTableDataContext } from '../../../internals/raDataTableContexts';
import { SortableHandleProvider } from './ReorderContext';
import { SortableIds, useSortableItem } from './SortableIds';

const SortableRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>(
  function SortableRow(props, _ref) {
    const record = useRecordContext();
    const { ref, style, handle } = useSortableItem(record?.id ?? '');
    return (
      <SortableHandleProvider handle={handle}>
        <DataTableRow {...props} ref={ref} style={style} />
      </SortableHandleProvider>
    );
  },
);

/** Table body whose rows can be dragged (`SortableIds`); a drop reports the page's ids in their new order. */
export function SortableBody(props: ComponentProps<typeof DataTableBody>) {
  const data = useDataTableDataContext();
  const ids = useMemo(() => (data ?? []).map((record) => record.id), [data]);
  return (
    <SortableIds ids={ids}>
      <DataTableBody {...props} row={SortableRow} />
    </SortableIds>
  );
}
