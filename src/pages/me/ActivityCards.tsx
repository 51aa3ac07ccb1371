import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { PhoneCardFrame } from '../../framework/resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../../framework/resource/views/phone/PhoneCards';
import { PhoneCardValue } from '../../framework/resource/views/phone/PhoneCardValue';
import { activityValue } from './activityValue';
import { useHistoryWords } from '../../framework/history/useHistoryWords';

/**
 * The activity log at a phone's width: one card per entry (the event, its date, the changed field
 * with its values before and after, and the browser, operating system and device it came from).
 */
export function ActivityCards({ entries }: { entries: readonly HistoryEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = useHistoryWords();
  const value = (field: string, content: string) => (
    <PhoneCardValue label={translate(`me.activity.fields.${field}`)}>{content}</PhoneCardValue>
  );
  return (
    <PhoneCards label={translate('me.activity.title')}>
      {entries.map((entry) => (
        <PhoneCardFrame
          key={entry.id}
          title={translate(`me.activity.events.${entry.event}`, { _: entry.event })}
          lines={[
            formatDateTime(entry.created_at, locale),
            ...(entry.field === null
              ? []
              : [
                  value('field', entry.field),
                  value('before', activityValue(entry.before)),
                  value('after', activityValue(entry.after)),
                ]),
            [entry.browser, entry.os, entry.device && words.device(entry.device)].filter(Boolean).join(' · ') || '—',
          ]}
        />
      ))}
    </PhoneCards>
  );
}
