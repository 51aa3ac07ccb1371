import type { PendingChange } from './PendingChange';

/** A change sent at the end of its undo window that the server refused or did not answer. */
export type RefusedChange = {
  change: PendingChange;
  /** Why it was not saved (shown through `errorMessage`). */
  error: unknown;
  /** Its entry in the pending-change store, when kept there (never for a change carrying a secret). */
  key?: string;
};
