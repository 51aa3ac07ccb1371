/**
 * Shared `Intl` formatters, one per locale: creating one costs more than formatting a hundred values
 * (and the first one loads the locale's data), so lists and the dashboard reuse them across rows
 * and renders.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();
const shortDateTimes = new Map<string, Intl.DateTimeFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

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

/** Short (numeric) date and short time, in `locale`'s notation: a list's narrow date columns. */
export function shortDateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = shortDateTimes.get(locale);
  if (!format)
    shortDateTimes.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' })));
  return format;
}

/** A calendar day in digits, as a date field shows it, in `locale`'s order (24.11.2026, 11/24/2026, 2026/11/24). */
export function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dates.get(locale);
  if (!format)
    dates.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  return format;
}

/**
 * A calendar day (`YYYY-MM-DD`) in `locale`'s digits (pure): the day read as local midnight, so no
 * time zone moves it; any other text is returned as it is.
 */
export function formatDay(value: string, locale: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return value;
  const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return Number.isNaN(date.getTime()) ? value : dateFormat(locale).format(date);
}

/** Formats an ISO date-time for the current locale (pure; invalid input is returned as it is). */
export function formatDateTime(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(locale).format(date);
}

/**
 * `formatDateTime` (or another date-and-time `format`) in two pieces (pure): the date with the words that join it to the time, and the
 * time, so a narrow column can break the line between them (and nowhere else).
 */
export function dateTimeParts(
  value: unknown,
  locale: string,
  format: Intl.DateTimeFormat = dateTimeFormat(locale),
): { date: string; time: string } {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return { date: formatDateTime(value, locale), time: '' };
  const parts = format.formatToParts(date);
  const isTime = (type: string) => type === 'hour' || type === 'minute' || type === 'dayPeriod';
  const first = parts.findIndex((part) => isTime(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => isTime(part.type));
  // Only a time that ends the text is split off (a locale that writes the time first is left whole).
  if (first <= 0 || last !== parts.length - 1) return { date: format.format(date), time: '' };
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { date: text(0, first), time: text(first, parts.length) };
}
