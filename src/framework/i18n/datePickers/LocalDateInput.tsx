import { formatDay } from '../localeFormats';
import { useCurrentLocale } from '../useCurrentLocale';
import { lazyPicker } from './lazyPicker';
import { LazyPickerField } from './LazyPickerField';
import type { PickerFieldProps } from './PickerFieldProps';

/** The picker and its calendar (MUI X and dayjs): loaded on first use. */
const datePicker = lazyPicker(() => import('./DatePickerField').then((module) => module.DatePickerField));

/**
 * A calendar day (`YYYY-MM-DD`, e.g. a list's "Created from") shown and typed in the console's
 * language, whatever the browser's (`DatePickerField`).
 */
export function LocalDateInput(props: PickerFieldProps) {
  const locale = useCurrentLocale();
  return <LazyPickerField picker={datePicker} text={(value) => formatDay(value, locale)} {...props} />;
}

/** Starts loading the picker ahead of need (a list that shows a date filter from the start). */
LocalDateInput.preload = datePicker.preload;
