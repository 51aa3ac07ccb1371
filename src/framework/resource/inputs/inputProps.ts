import type { ResolvedField } from '../resolveFields';

/** Props of every form and filter input of a kind (`source` and `alwaysOn` are read by react-admin's filter form). */
export interface KindInputProps {
  source: string;
  field: ResolvedField;
  disabled?: boolean;
  alwaysOn?: boolean;
  /** The input lives in the list's filter form (no required marker, lighter controls). */
  filter?: boolean;
  /** Label replacing the conventional `resources.<name>.fields.<source>`. */
  label?: string;
  /** Called after the form value changed through this input (user changes only). */
  onChange?: (...event: unknown[]) => void;
}
