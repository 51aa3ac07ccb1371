import { useState } from 'react';
import {
  Alert,
  Card,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { ScrollRegion } from '../../framework/layout/ScrollRegion';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { ActivityCards } from './ActivityCards';
import { activityValue } from './activityValue';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { useMe } from '../../framework/myArea/useMe';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { ConsoleTablePagination } from '../../framework/layout/ConsoleTablePagination';
import { useHistoryWords } from '../../framework/history/useHistoryWords';

/**
 * Activity log of the signed-in user (SPEC §2 "Other screens"): their own history entries
 * (`user.history` of the own id, page 1 and 10 per page by default) — event, field, before and
 * after values, browser, OS, device, date. At a phone's width the entries are cards
 * (`ActivityCards`) above the same pagination.
 */
export default function ActivityPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { client } = useServices();
  const words = useHistoryWords();
  const me = useMe();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const history = useQuery({
    queryKey: ['me', 'activity', me.data?.id, page, pageSize],
    enabled: !!me.data,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.call(userEndpoints.history, {
        params: { parentId: me.data?.id ?? '' },
        query: { page: page + 1, page_size: pageSize },
        signal,
      }),
  });
  const columns = ['event', 'field', 'before', 'after', 'browser', 'os', 'device', 'created_at'] as const;
  const failure = history.error ?? me.error;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <MeFrame section="my_activity" title={translate('me.activity.title')}>
      {failure && <Alert severity="error">{translate(errorMessage(failure).key, errorMessage(failure).args)}</Alert>}
      <Card>
        {(history.isFetching || me.isPending) && <LinearProgress aria-label={translate('me.loading')} />}
        {phone ? (
          history.data?.items.length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('me.activity.empty')}</Typography>
          ) : (
            <ActivityCards entries={history.data?.items ?? []} />
          )
        ) : (
          <ScrollRegion label={translate('me.activity.title')}>
            <Table size="small" aria-label={translate('me.activity.title')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column}>{translate(`me.activity.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length}>{translate('me.activity.empty')}</TableCell>
                  </TableRow>
                )}
                {history.data?.items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{translate(`me.activity.events.${entry.event}`, { _: entry.event })}</TableCell>
                    <TableCell>{entry.field ?? '—'}</TableCell>
                    <TableCell>{activityValue(entry.before)}</TableCell>
                    <TableCell>{activityValue(entry.after)}</TableCell>
                    <TableCell>{entry.browser ?? '—'}</TableCell>
                    <TableCell>{entry.os ?? '—'}</TableCell>
                    <TableCell>{entry.device ? words.device(entry.device) : '—'}</TableCell>
                    <TableCell>{formatDateTime(entry.created_at, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
        <ConsoleTablePagination
          count={history.data?.meta.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Card>
    </MeFrame>
  );
}
