import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { KeptDeleteScope } from './keptDelete/KeptDeleteScope';
import { RowDeleteConfirm } from './RowDeleteConfirm';

const AskContext = createContext<(record: RaRecord) => void>(() => undefined);

/** Asks to delete a row's record (the list's one confirmation dialog opens). */
export const useAskDelete = () => useContext(AskContext);

/**
 * One delete confirmation for every row of a list (a dialog per row costs a lot with 100 rows):
 * rows ask for it, the dialog names the record and what goes with it, and says the delete can be
 * undone for a few seconds; confirmed, the row
 * leaves the list and a notification offers Undo (react-admin's undoable mode: the DELETE is sent
 * when the notification's window ends, Undo sends nothing and puts the row back).
 */
export function RowDeleteProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<RaRecord | null>(null);
  return (
    <AskContext.Provider value={setRecord}>
      {children}
      <KeptDeleteScope>
        <RowDeleteConfirm record={record} close={() => setRecord(null)} />
      </KeptDeleteScope>
    </AskContext.Provider>
  );
}
