import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readMessage } from '../../../providers/messageWithArgs';

/** A required-by-default text field whose error is an i18n key, possibly with arguments (client check or server 422 message). */
export function FormField({ errorKey, ...props }: TextFieldProps & { errorKey?: string | null }) {
  const translate = useTranslate();
  const shown = errorKey ? readMessage(errorKey) : null;
  return (
    <TextField
      required
      fullWidth
      {...props}
      error={!!errorKey}
      helperText={shown ? translate(shown.key, shown.args) : props.helperText}
    />
  );
}
