import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import type { PendingChange } from './PendingChange';

/** A change in words: "Permission “Audit”: Title, Code", or "Delete Permission “Audit”". */
export function useDescribeChange() {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  return useCallback(
    (change: PendingChange) => {
      const resource = translate(`resources.${change.resource}.name`, { smart_count: 1 });
      return change.action === 'delete'
        ? ft('unsaved.delete', { resource, record: change.record })
        : ft('unsaved.update', {
            resource,
            record: change.record,
            fields: change.fields.map((key) => translate(key)).join(', '),
          });
    },
    [translate, ft],
  );
}
