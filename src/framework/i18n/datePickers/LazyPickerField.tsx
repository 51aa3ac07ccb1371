import { Suspense } from 'react';
import { useCurrentLocale } from '../useCurrentLocale';
import type { LazyPicker } from './lazyPicker';
import { PickerFallback } from './PickerFallback';
import type { PickerFieldProps } from './PickerFieldProps';

/**
 * A lazily loaded picker (`LocalDateInput`, `LocalDateTimeInput`) in the console's chosen language:
 * a plain field showing the value as `text` writes it stands in while it loads.
 */
export function LazyPickerField({
  picker,
  text,
  ...props
}: PickerFieldProps & { picker: LazyPicker; text: (value: string) => string }) {
  const Picker = picker(useCurrentLocale());
  return (
    <Suspense fallback={<PickerFallback {...props} text={text} />}>
      <Picker {...props} />
    </Suspense>
  );
}
