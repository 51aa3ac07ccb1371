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

/** Row errors of a finished import: row, column, the server's message. */
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
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
