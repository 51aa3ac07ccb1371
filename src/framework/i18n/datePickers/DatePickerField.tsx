import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { LocalizedPicker } from './lazyPicker';
import { PickerLocalization } from './PickerLocalization';
import { usePickerProps } from './usePickerProps';

/**
 * A calendar day (`YYYY-MM-DD`) shown and typed in the console's language (e.g. 24.11.2026 in
 * German), with a calendar to pick it from.
 */
export const DatePickerField: LocalizedPicker = ({ language, ...props }) => {
  const picker = usePickerProps(props, language, (date) => date.format('YYYY-MM-DD'));
  return (
    <PickerLocalization language={language}>
      <DatePicker {...picker} />
    </PickerLocalization>
  );
};
