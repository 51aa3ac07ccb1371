import type { ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useIsPhone } from '../layout/useIsPhone';
import type { RecordCardOf, RecordColumn } from './RecordColumn';
import { RecordCards } from './RecordCards';
import { RecordsTable } from './RecordsTable';
import { BulkToolbarSlot } from './BulkToolbarSlot';
import { KeptBulkActions } from './KeptBulkActions';

export interface RecordRowsProps<R extends RaRecord> {
  /** Names the table, the list of cards and the scrolling region. */
  label: string;
  columns: readonly RecordColumn<R>[];
  /** A record's card at a phone's width. */
  card: RecordCardOf<R>;
  /** Selection and the buttons that act on it; none: nothing to select. */
  bulkActionButtons?: ReactNode;
  /** What a list with no record says; none: nothing is shown. */
  empty?: string;
}

/**
 * The page of records of the list context, whoever pages it: react-admin's DataTable (`RecordsTable`),
 * or cards below `phoneWidth` (`RecordCards`), with the same selection and bulk actions. While
 * the first page loads, a progress bar; with no record, `empty`.
 */
export function RecordRows<R extends RaRecord>({ empty, bulkActionButtons, ...props }: RecordRowsProps<R>) {
  const phone = useIsPhone();
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<R>();
  const none = empty && !error ? <Alert severity="info">{empty}</Alert> : null;
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  // The actions are mounted once, above the table and the cards (KeptBulkActions).
  const bulk = bulkActionButtons ? { bulkActionButtons: <BulkToolbarSlot /> } : {};
  return (
    <KeptBulkActions actions={bulkActionButtons ? [bulkActionButtons] : []}>
      {!phone ? (
        <RecordsTable {...props} {...bulk} empty={none} />
      ) : data?.length ? (
        <RecordCards {...props} {...bulk} />
      ) : (
        none
      )}
    </KeptBulkActions>
  );
}
