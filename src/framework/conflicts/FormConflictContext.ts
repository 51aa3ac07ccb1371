import { createContext, useContext } from 'react';

/** A save refused because the record changed elsewhere (412). */
export interface FormConflict {
  /** The record as the save's form opened it (the version it edited). */
  base: Record<string, unknown>;
  /** The record as stored now. */
  current: Record<string, unknown>;
}

export interface FormConflictState {
  conflict: FormConflict | undefined;
  /** The conflict is resolved (the form holds the chosen values over the current version). */
  clear(): void;
  /** Loads the record as stored now into the form's record (its version included). */
  reload(): Promise<unknown> | void;
}

/** The conflict of the form below, if its last save met one (`ConflictResolver` shows it). */
export const FormConflictContext = createContext<FormConflictState>({
  conflict: undefined,
  clear: () => undefined,
  reload: () => undefined,
});

export const useFormConflict = () => useContext(FormConflictContext);
