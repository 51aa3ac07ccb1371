import { useId, type ChangeEvent, type HTMLInputTypeAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LeanTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
}

/**
 * MUI's outlined `TextField` (same markup, classes and label association) for the first screen.
 * `TextField` also imports its `select` mode and the other variants — Select, Menu, Popover,
 * Modal, FilledInput, Input: ~12 KB gzipped the sign-in page never shows.
 */
export function LeanTextField({
  label,
  name,
  value,
  onChange,
  type,
  autoComplete,
  required,
  autoFocus,
  fullWidth,
}: LeanTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
      />
    </FormControl>
  );
}
