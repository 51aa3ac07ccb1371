import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { historyAgentEvents, type HistoryEntry } from '../../api/contract/history';
import { userEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { activityValue } from './activityValue';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { useMe } from '../../framework/myArea/useMe';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';
import { useHistoryWords } from '../../framework/history/useHistoryWords';
import { SessionDeviceName } from '../../framework/sessions/SessionDeviceName';
import { RecordsList } from '../../framework/recordsList/RecordsList';
import { useQueryList } from '../../framework/recordsList/useQueryList';
import type { RecordColumn } from '../../framework/recordsList/RecordColumn';

const noFilter = {};

/**
 * Activity log of the signed-in user (SPEC §2 "Other screens"): their own history entries
 * (`user.history` of the own id, page 1 and 10 per page by default, paged by the server) — event,
 * field, before and after values, browser, OS, device, date. At a phone's width a card per entry:
 * the event, its date, the changed field with its values before and after, and where it came from.
 */
export default function ActivityPage() {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const { client } = useServices();
  const words = useHistoryWords();
  const me = useMe();
  const list = useQueryList<HistoryEntry, typeof noFilter>({
    resource: 'my-activity',
    preferences: 'my_activity',
    queryKey: ['me', 'activity', me.data?.id],
    enabled: !!me.data,
    filter: noFilter,
    read: async ({ page, perPage, signal }) => {
      const { items, meta } = await client.call(userEndpoints.history, {
        params: { parentId: me.data?.id ?? '' },
        query: { page, page_size: perPage },
        signal,
      });
      return { data: items, total: meta.total };
    },
  });
  const label = (field: string) => translate(`me.activity.fields.${field}`);
  // A sign-in's or sign-out's value is the session's user agent: its browser and system in words.
  const shown = (entry: HistoryEntry, side: unknown) =>
    historyAgentEvents.has(entry.event) && typeof side === 'string' ? (
      <SessionDeviceName agent={side} />
    ) : (
      activityValue(side)
    );
  const columns: RecordColumn<HistoryEntry>[] = [
    {
      source: 'event',
      label: label('event'),
      render: (entry) => translate(`me.activity.events.${entry.event}`, { _: entry.event }),
    },
    { source: 'field', label: label('field') },
    { source: 'before', label: label('before'), render: (entry) => shown(entry, entry.before) },
    { source: 'after', label: label('after'), render: (entry) => shown(entry, entry.after) },
    { source: 'browser', label: label('browser') },
    { source: 'os', label: label('os') },
    {
      source: 'device',
      label: label('device'),
      render: (entry) => (entry.device ? words.device(entry.device) : '—'),
    },
    {
      source: 'created_at',
      label: label('created_at'),
      render: (entry) => formatDateTime(entry.created_at, locale),
    },
  ];
  return (
    <MeFrame section="my_activity" title={translate('me.activity.title')}>
      {me.error && <Alert severity="error">{translate(errorMessage(me.error).key, errorMessage(me.error).args)}</Alert>}
      <RecordsList
        list={list}
        resource="my-activity"
        label={translate('me.activity.title')}
        columns={columns}
        card={(entry, value) => ({
          title: translate(`me.activity.events.${entry.event}`, { _: entry.event }),
          lines: [
            formatDateTime(entry.created_at, locale),
            ...(entry.field === null ? [] : [value('field'), value('before'), value('after')]),
            [entry.browser, entry.os, entry.device && words.device(entry.device)].filter(Boolean).join(' · ') || '—',
          ],
        })}
        empty={translate('me.activity.empty')}
      />
    </MeFrame>
  );
}
