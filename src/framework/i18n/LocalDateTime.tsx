import { dateTimeParts } from './localeFormats';
import { useCurrentLocale } from './useCurrentLocale';

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time in the console's one format (`formatDateTime`: medium date, short time) in the
 * chosen language, whatever the browser's own; `empty` when there is none. Each of the date and the
 * time stays on one line; a narrow table column may put the time under the date instead of
 * scrolling sideways.
 */
export function LocalDateTime({ value, empty = null }: { value: string | null | undefined; empty?: string | null }) {
  const locale = useCurrentLocale();
  if (!value) return <>{empty}</>;
  const { date, time } = dateTimeParts(value, locale);
  return (
    <time dateTime={value}>
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
