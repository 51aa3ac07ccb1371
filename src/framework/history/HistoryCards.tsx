import { useLocale } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { formatDateTime } from '../i18n/localeFormats';
import { PhoneCardFrame } from '../resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../resource/views/phone/PhoneCards';
import { HistoryChange } from './HistoryChange';
import { useHistoryWords } from './useHistoryWords';

/**
 * History entries at a phone's width (`HistoryTable`'s columns as cards): the event, its date and
 * who made the change, the change (before → after) and the browser, OS and device; `label` names the list.
 */
export function HistoryCards({ items, label }: { items: readonly HistoryEntry[]; label: string }) {
  const locale = useLocale();
  const words = useHistoryWords();
  return (
    <PhoneCards label={label}>
      {items.map((entry) => (
        <PhoneCardFrame
          key={entry.id}
          title={words.event(entry.event)}
          lines={[
            entry.actor
              ? `${formatDateTime(entry.created_at, locale)} · ${entry.actor.name}`
              : formatDateTime(entry.created_at, locale),
            <HistoryChange key="change" entry={entry} />,
            [words.unknownOr(entry.browser), words.unknownOr(entry.os), words.device(entry.device)].join(' · '),
          ]}
        />
      ))}
    </PhoneCards>
  );
}
