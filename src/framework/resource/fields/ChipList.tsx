import { Chip, Stack, Tooltip } from '@mui/material';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** At most this many chips are shown; the rest is a "+N" chip (SPEC §9). */
export const maxChips = 2;

/** Chips for a list of labels: the first two, then "+N" whose tooltip and accessible name list the rest. */
export function ChipList({ labels }: { labels: readonly string[] }) {
  const ft = useFrameworkTranslate();
  if (labels.length === 0) return null;
  const shown = labels.slice(0, maxChips);
  const rest = labels.slice(maxChips);
  const restText = rest.join(', ');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((label, index) => (
        <Chip key={`${label}-${index}`} label={label} size="small" />
      ))}
      {rest.length > 0 && (
        <Tooltip title={restText}>
          <Chip
            label={ft('chips.more', { count: rest.length })}
            size="small"
            variant="outlined"
            aria-label={ft('chips.moreLabel', { count: rest.length, items: restText })}
          />
        </Tooltip>
      )}
    </Stack>
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
