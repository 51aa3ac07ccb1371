import { LinearProgress, useMediaQuery } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { phoneWidth } from '../resource/views/phone/phoneWidth';
import { HistoryCards } from './HistoryCards';
import { HistoryTable } from './HistoryTable';

/**
 * A history list's page of entries (a declaration's `list.rows`, under the generic list's toolbar,
 * filters and pager): a table, or cards at a phone's width. Named by the resource ("Activity log").
 */
export function HistoryRows() {
  const { data, isPending } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const label = useGetResourceLabel()(resource, 2);
  const phone = useMediaQuery(phoneWidth, { noSsr: true });
  if (isPending) return <LinearProgress aria-label={translate('history.loading')} />;
  if (!data || data.length === 0) return null;
  const Entries = phone ? HistoryCards : HistoryTable;
  return <Entries items={data} label={label} />;
}
