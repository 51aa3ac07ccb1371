import type { PendingChange } from '../../pendingChanges/PendingChange';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { dequal } from 'dequal';
import {
  RecordContextProvider,
  SaveContextProvider,
  useGetRecordRepresentation,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type SaveHandler,
} from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { updateChangeOf } from '../pendingChangeOf';

type Save = SaveHandler<Record<string, unknown>>;
type Describe = (values: Record<string, unknown>) => PendingChange | undefined;

/**
 * The form below saves through `wrap` (it waits for the undo window and the server's answer) and
 * sees the record as it was when Save was pressed while it waits: the undoable update writes the
 * typed values into react-admin's cache at once and puts the record back on Undo or on a failure,
 * and each change of record would reset the form. Held, what was typed stays after a refusal; a
 * record put back as it was keeps the held one, so the form keeps the typed values after Undo too.
 * The Save button's spinner, shown for the whole wait, is named ("Please wait"): react-admin draws
 * it unnamed, which screen readers announce as a bare progress bar.
 */
export function WaitingSave({
  wrap,
  waiting,
  children,
}: {
  wrap: (save: Save, describe: Describe) => Save;
  waiting: boolean;
  children: ReactNode;
}) {
  const context = useSaveContext();
  const { save } = context;
  const record = useRecordContext();
  const [held, setHeld] = useState(record);
  const scope = useResourceScope();
  const represent = useGetRecordRepresentation(scope.declaration.name);
  const value = useMemo(() => {
    const describe: Describe = (values) =>
      held ? updateChangeOf(scope, scope.fields, held, values, String(represent(held))) : undefined;
    return { ...context, ...(save ? { save: wrap(save as Save, describe) } : {}) };
  }, [context, save, wrap, held, scope, represent]);
  if (!waiting && held !== record && !dequal(held, record)) setHeld(record);
  const translate = useTranslate();
  const namedSpinners = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: {
            ...outer.components?.MuiCircularProgress?.defaultProps,
            'aria-label': translate('ra.message.loading'),
          },
        },
      },
    }),
    [translate],
  );
  return (
    <SaveContextProvider value={value}>
      <RecordContextProvider value={held}>
        <ThemeProvider theme={namedSpinners}>{children}</ThemeProvider>
      </RecordContextProvider>
    </SaveContextProvider>
  );
}
