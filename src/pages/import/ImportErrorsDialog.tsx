import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';
import { shownServerMessage } from '../../providers/errorMessage';
import { DownloadFailedRowsButton } from './DownloadFailedRowsButton';

/** Row errors of a finished import: row, column, the server's message; the refused rows as a CSV file. */
export function ImportErrorsDialog({ job, onClose }: { job: ImportJob | null; onClose: () => void }) {
  const translate = useTranslate();
  const translateServerMessage = (message: string) => {
    const { key, args } = shownServerMessage(message);
    return translate(key, { _: message, ...args });
  };
  return (
    <Dialog open={!!job} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-errors-title">
      <DialogTitle id="import-errors-title">
        {job ? translate('imports.list.errorsTitle', { id: job.id }) : ''}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('imports.review.row')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('imports.review.column')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('imports.review.problem')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job?.errors.map((error, index) => (
              <TableRow key={index}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column ?? '—'}</TableCell>
                <TableCell>{translateServerMessage(error.message)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {job && (
          <DownloadFailedRowsButton
            job={job}
            problemText={(error) =>
              error.column === null
                ? translateServerMessage(error.message)
                : `${error.column}: ${translateServerMessage(error.message)}`
            }
          />
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
