import type { FocusEventHandler, ReactNode, Ref } from 'react';

/**
 * A date or date-time field: its value is the text the API's contract uses (a `YYYY-MM-DD`
 * calendar day for a date, an ISO instant for a date-time; '' for none), whatever the language it
 * is shown and typed in.
 */
export interface PickerFieldProps {
  value: string;
  /** Called with a complete value, or '' when the field is emptied; never with a half-typed one. */
  onChange: (value: string) => void;
  label: ReactNode;
  id?: string;
  name?: string;
  className?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: FocusEventHandler<HTMLElement>;
  inputRef?: Ref<HTMLInputElement>;
}
