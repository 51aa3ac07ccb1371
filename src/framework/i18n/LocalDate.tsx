import { formatDay } from './localeFormats';
import { useCurrentLocale } from './useCurrentLocale';

/**
 * A calendar day (`YYYY-MM-DD`) in the console's language, as a date field shows it (24.11.2026 in
 * German, 11/24/2026 in English): the day itself, in no time zone, never moved by the browser's.
 */
export function LocalDate({ value }: { value: string | null | undefined }) {
  const locale = useCurrentLocale();
  if (!value) return null;
  return <time dateTime={value}>{formatDay(value, locale)}</time>;
}
