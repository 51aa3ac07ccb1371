import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkSummary } from './runBounded';

interface BulkDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** Finished and total items while running, null when idle. */
  progress: { finished: number; total: number } | null;
  summary: BulkSummary | null;
  canConfirm: boolean;
  children: ReactNode;
}

/** Dialog of a bulk action: its form, then a progress bar while it runs, then a summary of the results. */
export function BulkDialog({
  title,
  open,
  onClose,
  onConfirm,
  confirmLabel,
  progress,
  summary,
  canConfirm,
  children,
}: BulkDialogProps) {
  const translate = useTranslate();
  const running = progress !== null && !summary;
  const id = 'bulk-dialog-title';
  return (
    <Dialog
      open={open}
      // Escape in a picker closes at most its list, never the dialog with the choices made in it.
      onClose={(event: { target?: EventTarget | null }, reason) => {
        if (running) return;
        if (reason === 'escapeKeyDown' && event.target instanceof Element && event.target.closest('[role="combobox"]'))
          return;
        onClose();
      }}
      aria-labelledby={id}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {progress && (
            <div>
              <LinearProgress
                variant="determinate"
                value={progress.total ? (progress.finished / progress.total) * 100 : 100}
                aria-label={translate('adminPages.user.bulk.progress', {
                  finished: progress.finished,
                  total: progress.total,
                })}
              />
              <Typography variant="caption" color="text.secondary" role="status">
                {translate('adminPages.user.bulk.progress', { finished: progress.finished, total: progress.total })}
              </Typography>
            </div>
          )}
          {summary && (
            <Alert severity={summary.failed ? 'warning' : 'success'} role="status">
              {translate('adminPages.user.bulk.summary', { done: summary.done, failed: summary.failed })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate(summary ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!summary && (
          <Button variant="contained" onClick={onConfirm} disabled={running || !canConfirm}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
