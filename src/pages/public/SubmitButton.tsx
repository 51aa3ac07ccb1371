import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

/** A form's submit button: shows progress (and stays disabled) while the call runs. */
export function SubmitButton({
  pending,
  children,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending || disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
