import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { LocalizedPicker } from './lazyPicker';
import { PickerLocalization } from './PickerLocalization';
import { usePickerProps } from './usePickerProps';

/**
 * An instant (ISO 8601, UTC) shown and typed as a local date and time in the console's language
 * (e.g. 24.11.2026 14:30 in German, 11/24/2026 02:30 PM in English), with a calendar and a clock.
 */
export const DateTimePickerField: LocalizedPicker = ({ language, ...props }) => {
  const picker = usePickerProps(props, language, (date) => date.toISOString());
  return (
    <PickerLocalization language={language}>
      <DateTimePicker {...picker} />
    </PickerLocalization>
  );
};
