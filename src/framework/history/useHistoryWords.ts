import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';

/**
 * Where a changed field's label is looked up, first to last: the history's own names (fields no
 * form shows, e.g. `auth_type_id`), then the forms of the records whose changes the histories
 * record. A field none of them names keeps its API name.
 */
const fieldCatalogs = [
  'history.fields',
  'resources.user.fields',
  'resources.authType.fields',
  'resources.profile.fields',
  'resources.credential.fields',
  'resources.hook.fields',
] as const;

/**
 * The words of a history entry in the chosen language: its event, a changed field's label, its
 * device kind (`desktop`, `mobile`, `tablet` as the API names them), who made the change, and
 * "Unknown" for what the API did not record.
 */
export function useHistoryWords() {
  const translate = useTranslate();
  return useMemo(() => {
    const unknown = translate('history.unknown');
    return {
      event: (event: string) => translate(`history.events.${event}`, { _: event }),
      field: (name: string) =>
        fieldCatalogs.reduceRight((fallback, catalog) => translate(`${catalog}.${name}`, { _: fallback }), name),
      device: (device: string | null) => (device ? translate(`history.devices.${device}`, { _: device }) : unknown),
      actor: (entry: HistoryEntry) => entry.actor?.name ?? '—',
      unknownOr: (value: string | null) => value ?? unknown,
    };
  }, [translate]);
}
