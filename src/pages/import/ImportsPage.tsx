import { useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';
import { DeleteImportDialog } from './DeleteImportDialog';
import { ImportErrorsDialog } from './ImportErrorsDialog';
import { ImportCards } from './ImportCards';
import { PageHeader } from '../../framework/layout/PageHeader';
import { ImportsTable } from './ImportsTable';
import { LocalDateInput } from '../../framework/i18n/datePickers/LocalDateInput';
import { ConsoleTablePagination } from '../../framework/layout/ConsoleTablePagination';
import { useImportJobs } from './useImportJobs';

/**
 * `/imports`: the imports status page (status, file, counts, errors; created_from/created_to filters).
 * At a phone's width the imports are cards (`ImportCards`) between the same filters and pagination.
 */
export default function ImportsPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [createdFrom, setCreatedFrom] = useState('');
  const [createdTo, setCreatedTo] = useState('');
  const [errorsOf, setErrorsOf] = useState<ImportJob | null>(null);
  const [deleting, setDeleting] = useState<ImportJob | null>(null);
  const { items, meta, error, reload } = useImportJobs({ page, perPage, createdFrom, createdTo });
  const title = translate('imports.list.title');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Jobs = phone ? ImportCards : ImportsTable;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <LocalDateInput
              size="small"
              label={translate('imports.list.from')}
              value={createdFrom}
              onChange={(day) => {
                setCreatedFrom(day);
                setPage(1);
              }}
            />
            <LocalDateInput
              size="small"
              label={translate('imports.list.to')}
              value={createdTo}
              onChange={(day) => {
                setCreatedTo(day);
                setPage(1);
              }}
            />
          </Stack>
          {error !== null && (
            <Alert severity="error">
              {translate('imports.list.loadError', { error: error instanceof Error ? error.message : String(error) })}
            </Alert>
          )}
          {items && items.length === 0 && <Typography sx={{ py: 2 }}>{translate('imports.list.empty')}</Typography>}
          {items && items.length > 0 && <Jobs items={items} onShowErrors={setErrorsOf} onDelete={setDeleting} />}
          {meta && meta.total > 0 && (
            <ConsoleTablePagination
              count={meta.total}
              page={page - 1}
              rowsPerPage={perPage}
              onPageChange={(_, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(1);
              }}
            />
          )}
        </CardContent>
      </Card>
      <ImportErrorsDialog job={errorsOf} onClose={() => setErrorsOf(null)} />
      <DeleteImportDialog job={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </>
  );
}
