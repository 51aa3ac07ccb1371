const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date range filter's bound as the instant the administrator means: `<field>_from` a calendar day
 * (what a date picker gives) → the start of that day in the browser's time zone, `<field>_to` → its
 * end (the last millisecond before the next local midnight), as ISO instants. Other values, and
 * bounds that already carry a time, pass through. So "created 24 Nov" means the administrator's
 * 24 Nov, not UTC's.
 */
export function localDayBound(bound: 'from' | 'to', value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const day = calendarDay.exec(value);
  if (!day) return value;
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const instant =
    bound === 'from' ? new Date(year, month, date) : new Date(new Date(year, month, date + 1).getTime() - 1);
  return instant.toISOString();
}

/**
 * A list's filters with their date-time range bounds (`<field>_from`, `<field>_to`) as local-day
 * instants; the bounds of a date field's range (`calendarDays(key)`: the call takes days) stay the
 * days they are.
 */
export function withLocalDayRanges(
  filters: Record<string, unknown>,
  calendarDays: (key: string) => boolean = () => false,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => {
      const range = /_(from|to)$/.exec(key);
      return [key, range && !calendarDays(key) ? localDayBound(range[1] as 'from' | 'to', value) : value];
    }),
  );
}
