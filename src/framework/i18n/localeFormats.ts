/**
 * Shared `Intl` formatters, one per locale: creating one costs more than formatting a hundred values
 * (and the first one loads the locale's data), so lists and the dashboard reuse them across rows
 * and renders.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** Numbers with at most one decimal, in `locale`'s notation. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return format;
}

/** Medium date and short time, in `locale`'s notation. */
export function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = dateTimes.get(locale);
  if (!format)
    dateTimes.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return format;
}

/** Formats an ISO date-time for the current locale (pure; invalid input is returned as it is). */
export function formatDateTime(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(locale).format(date);
}
