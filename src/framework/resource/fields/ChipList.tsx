import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** At most this many chips are shown; the rest is a "+N" chip (SPEC §9). */
export const maxChips = 2;

/**
 * Chips for a list of labels on one line: the first two (a long label cut, whole in its hint),
 * then "+N" whose hint and accessible name list the rest; `wide` chips are cut later, for a column
 * of sentences ("Password: set") rather than names. Plain elements styled once by the list table (`.fw-chips` in listBodySx): a page shows up
 * to 100 rows with two chip cells each.
 */
export function ChipList({ labels, wide = false }: { labels: readonly string[]; wide?: boolean }) {
  const ft = useFrameworkTranslate();
  if (labels.length === 0) return null;
  const shown = labels.slice(0, maxChips);
  const rest = labels.slice(maxChips);
  const restText = rest.join(', ');
  return (
    <span className={wide ? 'fw-chips fw-chips-wide' : 'fw-chips'}>
      {shown.map((label, index) => (
        <span key={`${label}-${index}`} className="fw-chip" title={label}>
          {label}
        </span>
      ))}
      {rest.length > 0 && (
        <span
          className="fw-chip fw-chip-outlined"
          title={restText}
          aria-label={ft('chips.moreLabel', { count: rest.length, items: restText })}
        >
          {ft('chips.more', { count: rest.length })}
        </span>
      )}
    </span>
  );
}

/** Labels of array items: strings as they are, objects by their name/title. */
export function labelsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => {
      if (item && typeof item === 'object') {
        const named = item as { name?: unknown; title?: unknown; id?: unknown };
        return String(named.name ?? named.title ?? named.id ?? '');
      }
      return item === null || item === undefined ? '' : String(item);
    })
    .filter((label) => label !== '');
}
