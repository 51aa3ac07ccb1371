import { useTranslate } from 'react-admin';
import { maxChips } from './ChipList';

/**
 * The chips of `count` labels still loading (referenced records' names): blank chips in their
 * places, "+N" included, so the row does not grow and push the rows below when the names arrive.
 */
export function ChipPlaceholders({ count }: { count: number }) {
  const translate = useTranslate();
  if (count === 0) return null;
  const places = Math.min(count, maxChips) + (count > maxChips ? 1 : 0);
  return (
    <span className="fw-chips" role="progressbar" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: places }, (_, index) => (
        <span key={index} className="fw-chip fw-chip-placeholder" />
      ))}
    </span>
  );
}
