import { Chip, Typography } from '@mui/material';
import { useList, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mySessionEndpoints } from '../../api/contract/endpoints/accountEndpoints';
import { readAllPages } from '../../api/http/readAllPages';
import type { Session } from '../../api/contract/user';
import { useServices } from '../../framework/ServicesContext';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { mySessionsKey, RevokeSelectedButton } from './sessions/RevokeSelectedButton';
import { SignOutOthersButton } from './sessions/SignOutOthersButton';
import { useSignInTypeTitles } from './sessions/useSignInTypeTitles';
import { SessionDevice } from '../../framework/sessions/SessionDevice';
import { SessionDeviceName } from '../../framework/sessions/SessionDeviceName';
import { LocalDateTime } from '../../framework/i18n/LocalDateTime';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';
import { RevokeSessionButton } from '../../framework/sessions/RevokeSessionButton';
import { RecordsList } from '../../framework/recordsList/RecordsList';
import type { RecordColumn } from '../../framework/recordsList/RecordColumn';

/**
 * me/session (my_session): active sessions — not searchable, not server-paged, no create or edit;
 * rows selectable, selected ones revoked; each other session has its own Revoke, and "Sign out all
 * other sessions" ends every one but this device's. A records list over `useList` (not a resource
 * declaration): the list is the caller's own sessions, every page of `mySession.list` read, paged
 * in the browser; each names its sign-in type (`auth_type_id` by the type's title); at a phone's
 * width a card per session (device in words, when it signed in, sign-in type, IP address, last
 * update, expiry, the "This device" chip).
 */
export default function SessionsPage() {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const { client, isDemo } = useServices();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) =>
      readAllPages((page, size) => client.call(mySessionEndpoints.list, { query: { page, page_size: size }, signal })),
  });
  const list = useList({ data: sessions.data, isPending: sessions.isPending, error: sessions.error, perPage: 100 });
  const typeTitles = useSignInTypeTitles();
  const typeTitle = (session: Session) =>
    (session.auth_type_id !== undefined && typeTitles.get(String(session.auth_type_id))) || '—';
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const revokeButton = (record: Session, icon = false) => (
    <RevokeSessionButton
      icon={icon}
      session={record}
      disabled={isDemo}
      revoke={() => client.call(mySessionEndpoints.delete, { params: { id: record.id } })}
      onRevoked={() => queryClient.invalidateQueries({ queryKey: mySessionsKey })}
    />
  );
  const label = (field: string) => translate(`me.session.fields.${field}`);
  const columns: RecordColumn<Session>[] = [
    {
      source: 'agent',
      label: label('device'),
      sortable: true,
      // The sign-in type under the device: a column of its own would not fit 1366 px beside SPEC's.
      render: (record) => (
        <>
          <SessionDevice session={record} />
          <Typography variant="caption" color="text.secondary" display="block">
            {`${label('auth_type')}: ${typeTitle(record)}`}
          </Typography>
        </>
      ),
    },
    {
      source: 'expires_at',
      label: label('expires_at'),
      sortable: true,
      render: (record) => <LocalDateTime value={record.expires_at} />,
    },
    { source: 'ip', label: label('ip'), sortable: true },
    {
      source: 'updated_at',
      label: label('updated_at'),
      sortable: true,
      render: (record) => <LocalDateTime value={record.updated_at} />,
    },
    {
      source: 'refreshes_at',
      label: label('refreshes_at'),
      sortable: true,
      render: (record) => <LocalDateTime value={record.refreshes_at} empty="—" />,
    },
    { source: 'id', label: label('id'), sortable: true },
    { source: '__revoke', label: label('actions'), labelHidden: true, render: (record) => revokeButton(record, true) },
  ];
  return (
    <MeFrame section="my_session" title={translate('me.session.title')}>
      <RecordsList
        resource="internal-session"
        list={list}
        label={translate('me.session.title')}
        columns={columns}
        card={(session, value) => ({
          title: <SessionDeviceName agent={session.agent} />,
          lines: [
            translate('me.session.signedInAt', { time: formatDateTime(session.created_at, locale) }),
            `${label('auth_type')}: ${typeTitle(session)}`,
            value('ip'),
            value('updated_at'),
            value('expires_at'),
          ],
          chips: session.current && <Chip size="small" color="primary" label={translate('me.session.current')} />,
          actions: revokeButton(session),
        })}
        bulkActionButtons={<RevokeSelectedButton />}
        empty={translate('me.session.empty')}
        rowsPerPageOptions={[25, 50, 100]}
        toolbar={
          <>
            <Typography color="text.secondary" variant="body2" sx={{ flex: '1 1 20rem' }}>
              {translate('me.session.info')}
            </Typography>
            <SignOutOthersButton others={others} />
          </>
        }
      />
    </MeFrame>
  );
}
