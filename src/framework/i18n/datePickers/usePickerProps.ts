import { useId, useState } from 'react';
import { useThemeProps, type TextFieldProps } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import type { PickerFieldProps } from './PickerFieldProps';
import type { PickerLanguage } from './PickerLanguage';

/**
 * A picker's props for a field of contract text (`PickerFieldProps`): what it shows is kept while
 * the administrator types (a half-typed date is not a value yet, and is not passed on), and replaced
 * when the value changes from outside (a saved view, a reset, the completed date coming back).
 * `format` writes a complete date as the contract's text. Its field looks like the console's other
 * text fields (the theme's TextField variant, filled, where MUI X's own default is outlined).
 */
export function usePickerProps(
  { value, onChange, label, className, ...field }: PickerFieldProps,
  { monthAndYear }: PickerLanguage,
  format: (date: Dayjs) => string,
) {
  const { variant } = useThemeProps<object, TextFieldProps, 'MuiTextField'>({ props: {}, name: 'MuiTextField' });
  const ownId = useId();
  const id = field.id ?? ownId;
  const [shown, setShown] = useState<Dayjs | null>(() => dateOf(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setShown(dateOf(value));
  }
  return {
    label,
    className,
    value: shown,
    onChange: (next: Dayjs | null) => {
      setShown(next);
      if (next === null) onChange('');
      else if (next.isValid()) onChange(format(next));
    },
    slotProps: {
      textField: { variant, ...field, id },
      // The calendar's popup is named by the field's label (MUI X leaves the dialog unnamed).
      popper: { 'aria-labelledby': `${id}-label` },
      calendarHeader: { format: monthAndYear },
    },
  };
}

const dateOf = (value: string): Dayjs | null => (value ? dayjs(value) : null);
