import { useRecordContext, useRefresh } from 'react-admin';
import { userSessionEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import type { Session } from '../../src/api/contract/user';
import { useServices } from '../../src/framework/ServicesContext';
import { useResourceScope } from '../../src/framework/resource/ResourceScope';
import { RevokeSessionButton } from '../../src/framework/sessions/RevokeSessionButton';

/** The row's Revoke: signs that session of the user out (`userSession.delete`), then reads the list again. */
export function RevokeSessionCell() {
  const record = useRecordContext<Session>();
  const { client } = useServices();
  const { parentId } = useResourceScope();
  const refresh = useRefresh();
  if (!record || !parentId) return null;
  return (
    <RevokeSessionButton
      session={record}
      revoke={() => client.call(userSessionEndpoints.delete, { params: { parentId, id: record.id } })}
      onRevoked={refresh}
    />
  );
}
