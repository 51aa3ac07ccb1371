/** react-admin store key of the imports started in this browser whose end has not been notified yet. */
export const PENDING_IMPORTS_KEY = 'imports.pending';

/** How often the watcher asks for the status of pending imports. */
export const IMPORT_POLL_MS = 1000;

export interface PendingImport {
  id: string;
  filename: string;
}
