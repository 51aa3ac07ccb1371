import { createContext } from 'react';
import type { Row } from './rowActionItems';

/** What a row's menu button asks of the list's one actions menu (`RowActionsProvider`): to open it, and its name. */
export interface RowActionsOpener {
  open: (anchor: HTMLElement, record: Row) => void;
  label: (record: Row) => string;
}

export const RowActionsOpenerContext = createContext<RowActionsOpener | null>(null);
