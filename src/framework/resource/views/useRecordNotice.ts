import { useCallback } from 'react';
import { useGetRecordRepresentation, useGetResourceLabel, useNotify, type RaRecord } from 'react-admin';

/** What happened to the record a notification names. */
export type RecordNoticeAction = 'created' | 'updated' | 'deleted';

/**
 * Notifies that a record of `resource` was created, updated or deleted, naming it by its resource
 * label and representation ("Project 'Storefront' updated"), optionally with Undo.
 */
export function useRecordNotice(resource: string) {
  const notify = useNotify();
  const resourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (action: RecordNoticeAction, record: RaRecord | undefined, options: { undoable?: boolean } = {}) => {
      const name = record ? String(represent(record) ?? '') : '';
      notify(name ? `framework.notice.${action}` : `framework.notice.${action}Unnamed`, {
        type: 'info',
        messageArgs: { resource: resourceLabel(resource, 1), name },
        ...(options.undoable ? { undoable: true } : {}),
      });
    },
    [notify, resourceLabel, represent, resource],
  );
}
