import { useLocale, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { PhoneCardFrame } from '../../framework/resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../../framework/resource/views/phone/PhoneCards';
import { HistoryChange } from './HistoryChange';

/**
 * History entries at a phone's width (`HistoryTable`'s columns as cards): the event, its date,
 * the change (before → after) and the browser, OS and device; `label` names the list.
 */
export function HistoryCards({ items, label }: { items: readonly HistoryEntry[]; label: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const unknown = translate('history.unknown');
  return (
    <PhoneCards label={label}>
      {items.map((entry) => (
        <PhoneCardFrame
          key={entry.id}
          title={translate(`history.events.${entry.event}`, { _: entry.event })}
          lines={[
            new Date(entry.created_at).toLocaleString(locale),
            <HistoryChange key="change" entry={entry} />,
            [entry.browser ?? unknown, entry.os ?? unknown, entry.device ?? unknown].join(' · '),
          ]}
        />
      ))}
    </PhoneCards>
  );
}
