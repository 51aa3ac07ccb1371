import type { ComponentType, ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { PickerFieldProps } from '../../i18n/datePickers/PickerFieldProps';

export interface PickerInputProps {
  /** The field: `LocalDateInput` (a `YYYY-MM-DD` day) or `LocalDateTimeInput` (an ISO instant). */
  picker: ComponentType<PickerFieldProps>;
  source: string;
  label?: string;
  resource?: string;
  isRequired?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** `false` in a list's filter bar (react-admin's filter form sets it). */
  helperText?: ReactNode;
  onChange?: (...event: unknown[]) => void;
  /** Read by the list's filter form, not by the input. */
  alwaysOn?: boolean;
  /** The form value of an emptied field: '' (a filter's, which the list drops), or null (a form's optional value). */
  emptyValue?: '' | null;
}

/**
 * A react-admin form or filter input of a date or date-time, through the console's pickers: the
 * form holds the same text an `<input type="date">` (or date-time) did, so filters and saved
 * values reach the API unchanged.
 */
export function PickerInput({
  picker: Picker,
  source,
  label,
  resource,
  size,
  helperText,
  onChange,
  alwaysOn: _alwaysOn,
  emptyValue = '',
  ...props
}: PickerInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, resource, ...props });
  const error = fieldState.invalid;
  return (
    <Picker
      id={id}
      name={field.name}
      className={`ra-input ra-input-${source}`}
      size={size}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(text) => {
        const value = text === '' ? emptyValue : text;
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled}
      error={error}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      helperText={
        helperText !== false || error ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText || undefined} />
        ) : undefined
      }
    />
  );
}
