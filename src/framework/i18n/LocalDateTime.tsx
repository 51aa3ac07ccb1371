import { formatDateTime } from './localeFormats';
import { useCurrentLocale } from './useCurrentLocale';

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time in the console's one format (`formatDateTime`: medium date, short time) in the
 * chosen language, whatever the browser's own; `empty` when there is none.
 */
export function LocalDateTime({ value, empty = null }: { value: string | null | undefined; empty?: string | null }) {
  const locale = useCurrentLocale();
  if (!value) return <>{empty}</>;
  return (
    <time dateTime={value} style={noWrap}>
      {formatDateTime(value, locale)}
    </time>
  );
}
