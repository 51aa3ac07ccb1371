import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV, useNotify, useTranslate } from 'react-admin';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import type { ImportJob } from '../../api/contract/importJob';
import { toCsv } from '../../framework/resource/csv';
import { useServices } from '../../framework/ServicesContext';
import { useErrorText } from './useErrorText';

/**
 * Downloads the rows an import refused as a CSV file: the file's columns (its header when the first
 * line was skipped), as uploaded, and a last column with each row's problems, so the file can be
 * fixed and imported again.
 */
export function DownloadFailedRowsButton({
  job,
  problemText,
}: {
  job: ImportJob;
  problemText: (error: ImportJob['errors'][number]) => string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failureText = useErrorText();
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  if (!job.errors.some((error) => error.row > 0)) return null;

  const download = () => {
    setBusy(true);
    client
      .call(importEndpoints.failedRows, { params: { id: job.id } })
      .then(({ header, rows }) => {
        const width = Math.max(header?.length ?? 0, ...rows.map((row) => row.cells.length));
        const columns =
          header ?? Array.from({ length: width }, (_, index) => translate('imports.map.column', { number: index + 1 }));
        const problems = (row: number) =>
          job.errors
            .filter((error) => error.row === row)
            .map(problemText)
            .join('; ');
        const lines = rows.map(({ row, cells }) => [
          ...Array.from({ length: columns.length }, (_, index) => cells[index] ?? ''),
          problems(row),
        ]);
        const name = (job.filename ?? `import-${job.id}`).replace(/\.csv$/i, '');
        downloadCSV(toCsv([...columns, translate('imports.review.problem')], lines), `${name}-failed-rows`);
      })
      .catch((error: unknown) =>
        notify('imports.list.downloadFailedError', { type: 'error', messageArgs: { error: failureText(error) } }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Button startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {translate('imports.list.downloadFailed')}
    </Button>
  );
}
