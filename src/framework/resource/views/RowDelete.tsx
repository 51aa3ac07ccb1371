import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  Confirm,
  useDelete,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

const AskContext = createContext<(record: RaRecord) => void>(() => undefined);

/** Asks to delete a row's record (the list's one confirmation dialog opens). */
export const useAskDelete = () => useContext(AskContext);

/**
 * One delete confirmation for every row of a list (a dialog per row costs a lot with 100 rows):
 * rows ask for it, the dialog states that deleting cannot be undone, then deletes and refreshes.
 */
export function RowDeleteProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { declaration, meta } = useResourceScope();
  const represent = useGetRecordRepresentation(declaration.name);
  const label = useGetResourceLabel()(declaration.name, 1);
  const [record, setRecord] = useState<RaRecord | null>(null);
  const [remove, { isPending }] = useDelete();
  const confirm = () => {
    if (!record) return;
    remove(
      declaration.name,
      { id: record.id, previousData: record, ...(meta ? { meta } : {}) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          setRecord(null);
          refresh();
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
          setRecord(null);
        },
      },
    );
  };
  return (
    <AskContext.Provider value={setRecord}>
      {children}
      <Confirm
        isOpen={record !== null}
        loading={isPending}
        title={translate('ra.message.delete_title', {
          name: label,
          recordRepresentation: record ? String(represent(record)) : '',
        })}
        content={`${translate('ra.message.delete_content', { name: label.toLowerCase() })} ${ft('row.irreversible')}`}
        onConfirm={confirm}
        onClose={() => setRecord(null)}
      />
    </AskContext.Provider>
  );
}
