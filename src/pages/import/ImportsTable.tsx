import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';
import { ScrollRegion } from '../../framework/layout/ScrollRegion';
import { DeleteImportButton } from './DeleteImportButton';
import { ImportErrorsButton } from './ImportErrorsButton';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { ImportStatusChip } from './ImportStatusChip';

const columns = [
  'id',
  'resource',
  'file',
  'status',
  'total',
  'imported',
  'errors',
  'created_at',
  'finished_at',
  'actions',
] as const;

export interface ImportsTableProps {
  items: readonly ImportJob[];
  onShowErrors: (job: ImportJob) => void;
  onDelete: (job: ImportJob) => void;
}

/** Imports with status, file, counts and errors; delete removes the file, not the imported records. */
export function ImportsTable({ items, onShowErrors, onDelete }: ImportsTableProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const label = translate('imports.list.title');
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {translate(`imports.list.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((job) => (
            <TableRow key={job.id}>
              <TableCell>{job.id}</TableCell>
              <TableCell>{translate(`resources.${job.resource}.name`, { smart_count: 2, _: job.resource })}</TableCell>
              <TableCell>{job.filename ?? translate('imports.list.noFile')}</TableCell>
              <TableCell>
                <ImportStatusChip status={job.status} />
              </TableCell>
              <TableCell>{job.total}</TableCell>
              <TableCell>{job.imported}</TableCell>
              <TableCell>
                <ImportErrorsButton job={job} onShowErrors={onShowErrors} />
              </TableCell>
              <TableCell>{date(job.created_at)}</TableCell>
              <TableCell>{date(job.finished_at)}</TableCell>
              <TableCell>
                <DeleteImportButton job={job} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
