import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A required-by-default text field whose error is an i18n key (client check or server 422 message). */
export function FormField({ errorKey, ...props }: TextFieldProps & { errorKey?: string | null }) {
  const translate = useTranslate();
  return (
    <TextField
      required
      fullWidth
      {...props}
      error={!!errorKey}
      helperText={errorKey ? translate(errorKey) : props.helperText}
    />
  );
}
