import { Alert, Button, LinearProgress } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { ReorderProvider } from './reorder/ReorderProvider';
import { useReorder } from './reorder/useReorder';
import { ListTable } from './ListTable';

/**
 * Drag ordering around the table (declaration `list.reorder`), with a progress bar while the order
 * saves. A server-kept order (priorities) is dragged only while the list shows that order: sorted
 * by another column, the visible order is not the priorities, and a drop would rewrite them all.
 */
export function SortableListTable({ allIds }: { allIds?: readonly Identifier[] }) {
  const ft = useFrameworkTranslate();
  const translate = useTranslate();
  const { onDrop, saving } = useReorder(allIds);
  const { declaration } = useResourceScope();
  const { sort, setSort } = useListContext();
  const own = declaration.list?.sort;
  if (declaration.endpoints.priorities && own && (sort.field !== own.field || sort.order !== own.order)) {
    const field = translate(`resources.${declaration.name}.fields.${own.field}`, { _: own.field });
    return (
      <>
        <Alert
          severity="info"
          action={
            <Button size="small" onClick={() => setSort(own)}>
              {ft('reorder.restoreOrder', { field })}
            </Button>
          }
        >
          {ft('reorder.onlyInOrder', { field })}
        </Alert>
        <ListTable />
      </>
    );
  }
  return (
    <ReorderProvider onDrop={onDrop}>
      {saving && <LinearProgress aria-label={ft('reorder.saving')} />}
      <ListTable sortable />
    </ReorderProvider>
  );
}
