import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import type { PendingChange } from './PendingChange';

/** A change in words: "Permission “Audit”: Title, Code", "Create Permission “Audit”" or "Delete Permission “Audit”". */
export function useDescribeChange() {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  return useCallback(
    (change: PendingChange) => {
      const resource = translate(change.label ?? `resources.${change.resource}.name`, { smart_count: 1 });
      if (change.action !== 'update') return ft(`unsaved.${change.action}`, { resource, record: change.record });
      return ft('unsaved.update', {
        resource,
        record: change.record,
        fields: change.fields.map((key) => translate(key)).join(', '),
      });
    },
    [translate, ft],
  );
}
