import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/**
 * Shows a new or regenerated API key once, with a copy button; it cannot be viewed later. So that
 * nobody loses the key by a stray Escape or click beside the dialog, it closes only by its own
 * button ("I have copied it"), as Logto's does: the Dialog gets no `onClose`, which is how MUI
 * reports Escape and backdrop clicks.
 */
export function KeyDialog({ value, onClose }: { value: { name: string; key: string } | null; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={value !== null} disableEscapeKeyDown aria-labelledby="api-key-dialog-title" maxWidth="md">
      <DialogTitle id="api-key-dialog-title">
        {translate('me.api.dialog.title', { name: value?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('me.api.dialog.once')}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography
            component="code"
            aria-label={translate('me.api.dialog.key')}
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
          >
            {value?.key}
          </Typography>
          <Tooltip title={translate('app.action.copy')}>
            <IconButton onClick={() => void copy()} aria-label={translate('me.api.dialog.copy')}>
              <CopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
        {copied && (
          <Typography role="status" color="success.main" sx={{ mt: 1 }}>
            {translate('app.action.copied')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
          variant="contained"
        >
          {translate('me.api.dialog.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
