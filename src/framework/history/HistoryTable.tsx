import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { formatDateTime } from '../i18n/localeFormats';
import { ScrollRegion } from '../layout/ScrollRegion';
import { HistoryChange } from './HistoryChange';
import { useHistoryWords } from './useHistoryWords';

const columns = ['date', 'event', 'change', 'actor', 'browser', 'os', 'device'] as const;

/** Short values and the headers stay on one line; the change, the one long value, takes the rest of the width. */
const oneLine = { whiteSpace: 'nowrap' } as const;

/** History entries: date, event, before → after, who, browser, OS, device; `label` names the table. */
export function HistoryTable({ items, label }: { items: readonly HistoryEntry[]; label: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const words = useHistoryWords();
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col" sx={oneLine}>
                {translate(`history.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={oneLine}>{formatDateTime(entry.created_at, locale)}</TableCell>
              <TableCell sx={oneLine}>{words.event(entry.event)}</TableCell>
              <TableCell>
                <HistoryChange entry={entry} />
              </TableCell>
              <TableCell sx={oneLine}>{words.actor(entry)}</TableCell>
              <TableCell sx={oneLine}>{words.unknownOr(entry.browser)}</TableCell>
              <TableCell sx={oneLine}>{words.unknownOr(entry.os)}</TableCell>
              <TableCell sx={oneLine}>{words.device(entry.device)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
