import type { Identifier } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { ListTable } from './ListTable';
import { SortableListTable } from './SortableListTable';

/** The page's records: the declaration's own view of them (`list.rows`), else the (sortable) table or cards. */
export function ListRows({ allIds }: { allIds?: readonly Identifier[] }) {
  const { declaration } = useResourceScope();
  const Own = declaration.list?.rows;
  if (Own) return <Own />;
  if (declaration.list?.reorder) return <SortableListTable {...(allIds ? { allIds } : {})} />;
  return <ListTable />;
}
