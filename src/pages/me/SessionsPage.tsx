import { Alert, Box, Card, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateField,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { mySessionEndpoints } from '../../api/contract/endpoints/accountEndpoints';
import { readAllPages } from '../../api/http/readAllPages';
import type { Session } from '../../api/contract/user';
import { dataTableScroller, ScrollRegion } from '../../framework/layout/ScrollRegion';
import { useServices } from '../../framework/ServicesContext';
import { LabelledSelection } from '../../framework/resource/views/LabelledSelection';
import { errorMessage } from '../../providers/errorMessage';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';
import { MeFrame } from './MeFrame';
import { mySessionsKey, RevokeSelectedButton } from './sessions/RevokeSelectedButton';
import { SessionCards } from './sessions/SessionCards';

function Device({ record }: { record: Session }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const signedIn = formatDateTime(record.created_at, locale);
  return (
    <Box>
      <Typography variant="body2">
        {record.agent} {record.current && <Chip size="small" color="primary" label={translate('me.session.current')} />}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('me.session.signedInAt', { time: signedIn })}
      </Typography>
    </Box>
  );
}

/**
 * me/session (my_session): active sessions — not searchable, not server-paged, no create or edit;
 * rows selectable, selected ones revoked. react-admin's DataTable over `useList` (not a resource
 * declaration): the list is the caller's own sessions, every page of `mySession.list` read, paged in the browser. At a
 * phone's width the same list context shows cards (`SessionCards`) instead of the table.
 */
export default function SessionsPage() {
  const translate = useTranslate();
  const { client } = useServices();
  const sessions = useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) =>
      readAllPages((page, size) => client.call(mySessionEndpoints.list, { query: { page, page_size: size }, signal })),
  });
  const list = useList({ data: sessions.data, isPending: sessions.isPending, perPage: 100 });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <MeFrame section="my_session" title={translate('me.session.title')}>
      {sessions.isError && (
        <Alert severity="error">{translate(errorMessage(sessions.error).key, errorMessage(sessions.error).args)}</Alert>
      )}
      {/* The selection toolbar slides over the card's first line, as in react-admin's lists. */}
      <Card>
        <Typography
          color="text.secondary"
          variant="body2"
          sx={{ px: 2, minHeight: 48, display: 'flex', alignItems: 'center' }}
        >
          {translate('me.session.info')}
        </Typography>
        <ResourceContextProvider value="internal-session">
          <ListContextProvider value={list}>
            {phone ? (
              <SessionCards />
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
                      render={(record: Session) => <Device record={record} />}
                    />
                    <DataTable.Col source="expires_at" label={translate('me.session.fields.expires_at')}>
                      <DateField source="expires_at" showTime />
                    </DataTable.Col>
                    <DataTable.Col source="ip" label={translate('me.session.fields.ip')} />
                    <DataTable.Col source="updated_at" label={translate('me.session.fields.updated_at')}>
                      <DateField source="updated_at" showTime />
                    </DataTable.Col>
                    <DataTable.Col source="refreshes_at" label={translate('me.session.fields.refreshes_at')}>
                      <DateField source="refreshes_at" showTime emptyText="—" />
                    </DataTable.Col>
                    <DataTable.Col source="id" label={translate('me.session.fields.id')} />
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
