import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** The record page a screen is shown in (`RecordFrame`): the record, loaded once, and its declaration. */
export interface RecordFrameValue<R extends RaRecord = RaRecord> {
  record: R;
  declaration: AnyResourceDeclaration;
}

export const RecordFrameContext = createContext<RecordFrameValue | null>(null);

/**
 * The record page around the current screen, or null when the screen stands alone. A screen in a
 * record page shows no breadcrumb or h1 of its own: the page draws them.
 */
export function useRecordFrame<R extends RaRecord = RaRecord>(): RecordFrameValue<R> | null {
  return useContext(RecordFrameContext) as RecordFrameValue<R> | null;
}

/** The record of the record page around a page that is always shown in one (e.g. an auth type's password settings). */
export function useFramedRecord<R extends RaRecord = RaRecord>(): R {
  const frame = useRecordFrame<R>();
  if (!frame) throw new Error('useFramedRecord() must be used inside a record page (declaration `record.tabs`)');
  return frame.record;
}
