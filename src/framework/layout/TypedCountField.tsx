import { TextField } from '@mui/material';

/**
 * The field where a destructive action's number of records is typed back to confirm it (delete
 * all, a setup's deletions); `typedCountConfirms` says when it does.
 */
export function TypedCountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      autoFocus
      margin="dense"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
