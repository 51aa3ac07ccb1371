import type { ReactNode } from 'react';
import { useGetResourceLabel, useLocale, useResourceContext, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { formatDateTime } from '../i18n/localeFormats';
import type { RecordColumn } from '../recordsList/RecordColumn';
import { RecordRows } from '../recordsList/RecordRows';
import { HistoryChange } from './HistoryChange';
import { useHistoryWords } from './useHistoryWords';

/**
 * A history list's page of entries (a declaration's `list.rows`, under the generic list's toolbar,
 * filters and pager), named by the resource ("Activity log"): date, event, before → after, who,
 * browser, OS and device as a table (the change, the one long value, takes the width the others
 * leave), or at a phone's width a card per entry (the event; its date and who; the change; where
 * it came from).
 */
export function HistoryRows() {
  const translate = useTranslate();
  const locale = useLocale();
  const words = useHistoryWords();
  const resource = useResourceContext() ?? '';
  const label = useGetResourceLabel()(resource, 2);
  const column = (
    source: string,
    render: (entry: HistoryEntry) => ReactNode,
    noWrap = true,
  ): RecordColumn<HistoryEntry> => ({ source, label: translate(`history.columns.${source}`), render, noWrap });
  const columns = [
    column('date', (entry) => formatDateTime(entry.created_at, locale)),
    column('event', (entry) => words.event(entry.event)),
    column('change', (entry) => <HistoryChange entry={entry} />, false),
    column('actor', (entry) => words.actor(entry)),
    column('browser', (entry) => words.unknownOr(entry.browser)),
    column('os', (entry) => words.unknownOr(entry.os)),
    column('device', (entry) => words.device(entry.device)),
  ];
  return (
    <RecordRows<HistoryEntry>
      label={label}
      columns={columns}
      card={(entry) => ({
        title: words.event(entry.event),
        lines: [
          entry.actor
            ? `${formatDateTime(entry.created_at, locale)} · ${entry.actor.name}`
            : formatDateTime(entry.created_at, locale),
          <HistoryChange key="change" entry={entry} />,
          [words.unknownOr(entry.browser), words.unknownOr(entry.os), words.device(entry.device)].join(' · '),
        ],
      })}
    />
  );
}
