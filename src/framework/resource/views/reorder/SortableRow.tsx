import { forwardRef, type ComponentProps } from 'react';
import { DataTableRow, useRecordContext } from 'react-admin';
import { SortableHandleProvider } from './SortableHandleProvider';
import { useSortableItem } from './SortableIds';

/** A table row that moves while dragged (its ref and style from `useSortableItem`). */
export const SortableRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>(
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
