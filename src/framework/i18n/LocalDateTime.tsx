import { dateTimeFormat, dateTimeParts, formatDateTime, shortDateTimeFormat } from './localeFormats';
import { useCurrentLocale } from './useCurrentLocale';

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time in the console's one format (`formatDateTime`: medium date, short time) in the
 * chosen language, whatever the browser's own; `empty` when there is none. Each of the date and the
 * time stays on one line; a narrow table column may put the time under the date instead of
 * scrolling sideways. `short` writes the date in digits, for a list's narrow date columns.
 */
export function LocalDateTime({
  value,
  empty = null,
  short = false,
}: {
  value: string | null | undefined;
  empty?: string | null;
  /** The date in digits (a list's date column): the whole date is the element's hint. */
  short?: boolean;
}) {
  const locale = useCurrentLocale();
  if (!value) return <>{empty}</>;
  const { date, time } = dateTimeParts(value, locale, short ? shortDateTimeFormat(locale) : dateTimeFormat(locale));
  const hint = short ? formatDateTime(value, locale) : undefined;
  return (
    <time dateTime={value} title={hint}>
      <span style={noWrap}>{date}</span>
      {time && (
        <>
          <wbr />
          <span style={noWrap}>{time}</span>
        </>
      )}
    </time>
  );
}
