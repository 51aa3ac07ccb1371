import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  LinearProgress,
  TablePagination,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useGetOne, useGetRecordRepresentation, useGetResourceLabel, useTranslate } from 'react-admin';
import { useRecordFrame } from '../../framework/resource/RecordFrameContext';
import { useRegistry } from '../../framework/resource/RegistryContext';
import { useResourceScope } from '../../framework/resource/ResourceScope';
import { pathFor } from '../../framework/resource/pathFor';
import { ImportPageHeader } from '../import/ImportPageHeader';
import { HistoryCards } from './HistoryCards';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';
import { HISTORY_PAGE_SIZE, useHistory, type HistoryEndpoint, type HistoryQuery } from './useHistory';

export interface HistoryPageProps {
  /** The history endpoint (path parameter `id`). */
  endpoint: HistoryEndpoint;
  events: readonly string[];
}

/**
 * Change history of one record of the resource in scope (a page of its declaration, e.g.
 * `/user/activity/:id`): paged 10 per page from page 1, filterable by event and date. In a record
 * page (a tab) the page draws the breadcrumb and h1. At a phone's width the entries are cards
 * (`HistoryCards`) instead of a table.
 */
export function HistoryPage({ endpoint, events }: HistoryPageProps) {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const { declaration } = useResourceScope();
  const resource = declaration.name;
  const [query, setQuery] = useState<HistoryQuery>({ page: 1, event: '', from: '', to: '' });
  const { data, error, loading } = useHistory(endpoint, id, query);
  const registry = useRegistry();
  const frame = useRecordFrame();
  // In a record page the page's record is the one shown (no second read of it).
  const { data: fetched } = useGetOne(resource, { id }, { enabled: !!id && !!registry && !frame });
  const record = frame?.record ?? fetched;
  const represent = useGetRecordRepresentation(resource);
  const plural = useGetResourceLabel()(resource, 2);
  const name = record ? String(represent(record)) : `#${id}`;
  const title = translate('history.title', { name });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Entries = phone ? HistoryCards : HistoryTable;
  return (
    <>
      {frame ? (
        <Title title={title} />
      ) : (
        <ImportPageHeader
          title={title}
          crumbs={[
            { label: plural, to: pathFor(declaration, 'list') },
            { label: name, to: pathFor(declaration, 'update', { id }) },
            { label: translate('history.breadcrumb') },
          ]}
        />
      )}
      <Card>
        <CardContent>
          <HistoryFilters events={events} query={query} onChange={setQuery} />
          {loading && <LinearProgress aria-label={translate('history.loading')} />}
          {error !== null && (
            <Alert severity="error">
              {translate('history.loadError', { error: error instanceof Error ? error.message : String(error) })}
            </Alert>
          )}
          {data && data.items.length === 0 && <Typography sx={{ py: 2 }}>{translate('history.empty')}</Typography>}
          {data && data.items.length > 0 && <Entries items={data.items} label={title} />}
          {data && data.meta.total > 0 && (
            <TablePagination
              component="div"
              count={data.meta.total}
              page={query.page - 1}
              rowsPerPage={HISTORY_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setQuery({ ...query, page: next + 1 })}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
