import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';

/**
 * The words of a history entry in the chosen language: its event, its device kind (`desktop`,
 * `mobile`, `tablet` as the API names them), who made the change, and "Unknown" for what the API
 * did not record.
 */
export function useHistoryWords() {
  const translate = useTranslate();
  return useMemo(() => {
    const unknown = translate('history.unknown');
    return {
      event: (event: string) => translate(`history.events.${event}`, { _: event }),
      device: (device: string | null) => (device ? translate(`history.devices.${device}`, { _: device }) : unknown),
      actor: (entry: HistoryEntry) => entry.actor?.name ?? '—',
      unknownOr: (value: string | null) => value ?? unknown,
    };
  }, [translate]);
}
