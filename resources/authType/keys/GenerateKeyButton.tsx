import { Box, Button, CircularProgress, Typography } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useTranslate } from 'react-admin';
import { useSigningKeyGeneration } from './useSigningKeyGeneration';

/**
 * "Generate" (a secret) or "Generate key pair": fills the signing-key fields with a key made in
 * this browser, then says what it did in a status line (read out by screen readers).
 */
export function GenerateKeyButton({
  algorithm,
  label,
  done,
  disabled,
}: {
  algorithm: unknown;
  /** The button's text. */
  label: string;
  /** What the status line says after a key was made. */
  done: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const { state, generate, preload } = useSigningKeyGeneration(algorithm);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 2 }}>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || state === 'working'}
        onClick={() => void generate()}
        onPointerEnter={preload}
        onFocus={preload}
        startIcon={state === 'working' ? <CircularProgress size={16} /> : <AutorenewIcon />}
      >
        {label}
      </Button>
      <Typography role="status" variant="body2" color={state === 'failed' ? 'error' : 'text.secondary'}>
        {state === 'done' ? done : state === 'failed' ? translate('adminPages.authType.keys.generateFailed') : ''}
      </Typography>
    </Box>
  );
}
