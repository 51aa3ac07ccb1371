import { useRecordContext } from 'react-admin';
import type { Session } from '../../src/api/contract/user';
import { SessionDevice } from '../../src/framework/sessions/SessionDevice';

/** A session's device: browser and system in words, the user agent on hover, and when it signed in (SPEC §2). */
export function SessionDeviceCell() {
  const record = useRecordContext<Session>();
  return record ? <SessionDevice session={record} /> : null;
}
