import { Alert, Box, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  useTranslate,
} from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mySessionEndpoints } from '../../api/contract/endpoints/accountEndpoints';
import { readAllPages } from '../../api/http/readAllPages';
import type { Session } from '../../api/contract/user';
import { dataTableScroller, ScrollRegion } from '../../framework/layout/ScrollRegion';
import { useServices } from '../../framework/ServicesContext';
import { LabelledSelection } from '../../framework/resource/views/LabelledSelection';
import { errorMessage } from '../../providers/errorMessage';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { mySessionsKey, RevokeSelectedButton } from './sessions/RevokeSelectedButton';
import { SessionCards } from './sessions/SessionCards';
import { SignOutOthersButton } from './sessions/SignOutOthersButton';
import { SessionDevice } from '../../framework/sessions/SessionDevice';
import { LocalDateTime } from '../../framework/i18n/LocalDateTime';
import { RevokeSessionButton } from '../../framework/sessions/RevokeSessionButton';
import { screenReaderOnly } from '../../framework/layout/screenReaderOnly';

/**
 * me/session (my_session): active sessions — not searchable, not server-paged, no create or edit;
 * rows selectable, selected ones revoked; each other session has its own Revoke, and "Sign out all
 * other sessions" ends every one but this device's. react-admin's DataTable over `useList` (not a resource
 * declaration): the list is the caller's own sessions, every page of `mySession.list` read, paged in the browser. At a
 * phone's width the same list context shows cards (`SessionCards`) instead of the table.
 */
export default function SessionsPage() {
  const translate = useTranslate();
  const { client, isDemo } = useServices();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) =>
      readAllPages((page, size) => client.call(mySessionEndpoints.list, { query: { page, page_size: size }, signal })),
  });
  const list = useList({ data: sessions.data, isPending: sessions.isPending, perPage: 100 });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
  return (
    <MeFrame section="my_session" title={translate('me.session.title')}>
      {sessions.isError && (
        <Alert severity="error">{translate(errorMessage(sessions.error).key, errorMessage(sessions.error).args)}</Alert>
      )}
      {/* The selection toolbar slides over the card's first line, as in react-admin's lists. */}
      <Card>
        <Box sx={{ px: 2, py: 1, minHeight: 48, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography color="text.secondary" variant="body2" sx={{ flex: '1 1 20rem' }}>
            {translate('me.session.info')}
          </Typography>
          <SignOutOthersButton others={others} />
        </Box>
        <ResourceContextProvider value="internal-session">
          <ListContextProvider value={list}>
            {phone ? (
              <SessionCards revokeButton={revokeButton} />
            ) : (
              <LabelledSelection>
                <ScrollRegion label={translate('me.session.title')} target={dataTableScroller}>
                  <DataTable
                    rowClick={false}
                    bulkActionButtons={<RevokeSelectedButton />}
                    empty={<Alert severity="info">{translate('me.session.empty')}</Alert>}
                  >
                    <DataTable.Col
                      source="agent"
                      label={translate('me.session.fields.device')}
                      render={(record: Session) => <SessionDevice session={record} />}
                    />
                    <DataTable.Col
                      source="expires_at"
                      label={translate('me.session.fields.expires_at')}
                      render={(record: Session) => <LocalDateTime value={record.expires_at} />}
                    />
                    <DataTable.Col source="ip" label={translate('me.session.fields.ip')} />
                    <DataTable.Col
                      source="updated_at"
                      label={translate('me.session.fields.updated_at')}
                      render={(record: Session) => <LocalDateTime value={record.updated_at} />}
                    />
                    <DataTable.Col
                      source="refreshes_at"
                      label={translate('me.session.fields.refreshes_at')}
                      render={(record: Session) => <LocalDateTime value={record.refreshes_at} empty="—" />}
                    />
                    <DataTable.Col source="id" label={translate('me.session.fields.id')} />
                    <DataTable.Col
                      padding="checkbox"
                      label={<Box sx={screenReaderOnly}>{translate('me.session.fields.actions')}</Box>}
                      render={(record: Session) => revokeButton(record, true)}
                    />
                  </DataTable>
                </ScrollRegion>
              </LabelledSelection>
            )}
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
          </ListContextProvider>
        </ResourceContextProvider>
      </Card>
    </MeFrame>
  );
}
