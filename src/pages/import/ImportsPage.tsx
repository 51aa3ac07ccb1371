import { useState, type ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';
import { DeleteImportDialog } from './DeleteImportDialog';
import { ImportErrorsDialog } from './ImportErrorsDialog';
import { PageHeader } from '../../framework/layout/PageHeader';
import { LocalDateInput } from '../../framework/i18n/datePickers/LocalDateInput';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';
import { RecordsList } from '../../framework/recordsList/RecordsList';
import type { RecordColumn } from '../../framework/recordsList/RecordColumn';
import { DeleteImportButton } from './DeleteImportButton';
import { ImportErrorsButton } from './ImportErrorsButton';
import { ImportStatusChip } from './ImportStatusChip';
import { useImportJobs } from './useImportJobs';
import { phoneWidth } from '../../framework/layout/phoneWidth';

/** A date filter as wide as a date needs; at a phone's width, a line of its own. */
const dateFilterSx = (theme: Theme) => ({ flex: '0 1 16rem', [phoneWidth(theme)]: { flex: '1 1 100%' } });

/**
 * `/imports`: the imports status page (status, file, counts, errors; created_from/created_to
 * filters), a records list paged by the server; delete removes the file, not the imported records.
 * At a phone's width a card per import: the file, its status chip, the records imported into, the
 * counts with the errors button, the dates, and the delete button.
 */
export default function ImportsPage() {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const [errorsOf, setErrorsOf] = useState<ImportJob | null>(null);
  const [deleting, setDeleting] = useState<ImportJob | null>(null);
  const list = useImportJobs();
  const title = translate('imports.list.title');
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const column = (source: string, render?: (job: ImportJob) => ReactNode): RecordColumn<ImportJob> => ({
    source,
    label: translate(`imports.list.columns.${source}`),
    ...(render ? { render } : {}),
  });
  const columns = [
    column('id'),
    column('resource', (job) => translate(`resources.${job.resource}.name`, { smart_count: 2, _: job.resource })),
    column('file', (job) => job.filename ?? translate('imports.list.noFile')),
    column('status', (job) => <ImportStatusChip status={job.status} />),
    column('total'),
    column('imported'),
    column('errors', (job) => <ImportErrorsButton job={job} onShowErrors={setErrorsOf} />),
    column('created_at', (job) => date(job.created_at)),
    column('finished_at', (job) => date(job.finished_at)),
    column('actions', (job) => <DeleteImportButton job={job} onDelete={setDeleting} />),
  ];
  const day = (bound: 'createdFrom' | 'createdTo', label: string) => (
    <Box sx={dateFilterSx}>
      <LocalDateInput
        size="small"
        label={translate(label)}
        value={list.filterValues[bound]}
        onChange={(value) => list.setFilters({ ...list.filterValues, [bound]: value })}
      />
    </Box>
  );
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <RecordsList
        list={list}
        resource="imports"
        label={title}
        columns={columns}
        card={(job, value) => ({
          title: job.filename ?? translate('imports.list.noFile'),
          lines: [
            <span key="what" className="fw-card-values">
              {value('id')}
              {value('resource')}
            </span>,
            <span key="counts" className="fw-card-values">
              {value('total')}
              {value('imported')}
              {value('errors')}
            </span>,
            value('created_at'),
            value('finished_at'),
          ],
          chips: <ImportStatusChip status={job.status} />,
          actions: <DeleteImportButton job={job} onDelete={setDeleting} />,
        })}
        empty={translate('imports.list.empty')}
        toolbar={
          <>
            {day('createdFrom', 'imports.list.from')}
            {day('createdTo', 'imports.list.to')}
          </>
        }
      />
      <ImportErrorsDialog job={errorsOf} onClose={() => setErrorsOf(null)} />
      <DeleteImportDialog job={deleting} onClose={() => setDeleting(null)} onDeleted={() => void list.refetch()} />
    </>
  );
}
