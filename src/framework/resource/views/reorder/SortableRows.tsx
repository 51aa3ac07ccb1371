import { useMemo, type ComponentProps } from 'react';
import { DataTableBody } from 'react-admin';
import { useDataTableDataContext } from '../../../internals/raDataTableContexts';
import { SortableIds } from './SortableIds';
import { SortableRow } from './SortableRow';

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
