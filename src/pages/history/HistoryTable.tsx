import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { ScrollRegion } from '../../framework/layout/ScrollRegion';
import { HistoryChange } from './HistoryChange';

const columns = ['date', 'event', 'change', 'browser', 'os', 'device'] as const;

/** History entries: date, event, before → after, browser, OS, device; `label` names the table (the page title). */
export function HistoryTable({ items, label }: { items: readonly HistoryEntry[]; label: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const unknown = translate('history.unknown');
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {translate(`history.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.created_at).toLocaleString(locale)}</TableCell>
              <TableCell>{translate(`history.events.${entry.event}`, { _: entry.event })}</TableCell>
              <TableCell>
                <HistoryChange entry={entry} />
              </TableCell>
              <TableCell>{entry.browser ?? unknown}</TableCell>
              <TableCell>{entry.os ?? unknown}</TableCell>
              <TableCell>{entry.device ?? unknown}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
