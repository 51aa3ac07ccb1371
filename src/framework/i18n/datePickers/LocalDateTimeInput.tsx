import { formatDateTime } from '../localeFormats';
import { useCurrentLocale } from '../useCurrentLocale';
import { lazyPicker } from './lazyPicker';
import { LazyPickerField } from './LazyPickerField';
import type { PickerFieldProps } from './PickerFieldProps';

/** The picker with its calendar and clock: loaded on first use. */
const dateTimePicker = lazyPicker(() => import('./DateTimePickerField').then((module) => module.DateTimePickerField));

/**
 * An instant (ISO 8601) shown and typed as a local date and time in the console's language
 * (`DateTimePickerField`).
 */
export function LocalDateTimeInput(props: PickerFieldProps) {
  const locale = useCurrentLocale();
  return <LazyPickerField picker={dateTimePicker} text={(value) => formatDateTime(value, locale)} {...props} />;
}
