import { createContext, type MutableRefObject } from 'react';
import type { RaRecord } from 'react-admin';
import type { SendAnswer } from '../../../pendingChanges/SendAnswer';

export type KeptDeletes = {
  /**
   * The records whose deletes are on their way to the queue, in order (react-admin queues an
   * undoable mutation a few ticks after the call; the scope's `describe` takes the first).
   */
  next: MutableRefObject<RaRecord[]>;
  /** The server's answer to each queued delete, by record id. */
  answers: MutableRefObject<Map<string, SendAnswer>>;
};

export const KeptDeleteContext = createContext<KeptDeletes | undefined>(undefined);
