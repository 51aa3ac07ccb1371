import type { ReactNode } from 'react';
import { Alert, Box, Card, LinearProgress, type Theme } from '@mui/material';
import {
  ListContextProvider,
  ResourceContextProvider,
  useTranslate,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { errorMessage } from '../../providers/errorMessage';
import { phoneWidth } from '../layout/phoneWidth';
import { ListPager } from './ListPager';
import { RecordRows, type RecordRowsProps } from './RecordRows';

export interface RecordsListProps<R extends RaRecord> extends RecordRowsProps<R> {
  /** The records and their paging: `useList` for a list read whole, `useQueryList` for one the server pages. */
  list: ListControllerResult<R>;
  /** The list's name in react-admin's store (the table's selection and hidden columns). */
  resource: string;
  /** What acts on the whole list or narrows it (buttons, filters), on the card's first line. */
  toolbar?: ReactNode;
  rowsPerPageOptions?: readonly number[];
}

const toolbarSx = (theme: Theme) => ({
  px: 2,
  py: 1,
  minHeight: 48,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  alignItems: 'center',
  [phoneWidth(theme)]: { paddingInline: theme.spacing(1) },
});

/** At a phone's width the cards keep off the card's edges, in line with the toolbar. */
const rowsSx = (theme: Theme) => ({ [phoneWidth(theme)]: { paddingInline: theme.spacing(1) } });

/**
 * A screen's list of records in a card, over a react-admin list controller (`list`, the list
 * context of what it holds): the toolbar (the bulk actions bar slides over it while rows are
 * selected), the read's error, a progress bar while another page loads, the rows as a table or as
 * cards by the window's width (`RecordRows`), and the pager.
 */
export function RecordsList<R extends RaRecord>({
  list,
  resource,
  toolbar,
  rowsPerPageOptions,
  ...rows
}: RecordsListProps<R>) {
  const translate = useTranslate();
  const failure = list.error ? errorMessage(list.error) : null;
  return (
    <Card>
      {toolbar && <Box sx={toolbarSx}>{toolbar}</Box>}
      {failure && <Alert severity="error">{translate(failure.key, failure.args)}</Alert>}
      {list.isPlaceholderData && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <ListContextProvider value={list}>
        <ResourceContextProvider value={resource}>
          <Box sx={rowsSx}>
            <RecordRows {...rows} />
          </Box>
          <ListPager {...(rowsPerPageOptions ? { rowsPerPageOptions } : {})} />
        </ResourceContextProvider>
      </ListContextProvider>
    </Card>
  );
}
