import { TextField } from '@mui/material';
import type { PickerFieldProps } from './PickerFieldProps';

/**
 * What a date picker's place shows while its code loads: a plain field with the same label and
 * the value in the console's format (`text`), so the filter bar or form does not jump when the
 * picker arrives.
 */
export function PickerFallback({
  value,
  text,
  label,
  id,
  name,
  className,
  size,
  required,
  disabled,
  error,
  helperText,
}: PickerFieldProps & { text: (value: string) => string }) {
  return (
    <TextField
      {...{ label, id, name, className, size, required, disabled, error, helperText }}
      value={value ? text(value) : ''}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
