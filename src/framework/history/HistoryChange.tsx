import { Box, Typography } from '@mui/material';
import { screenReaderOnly } from '../layout/screenReaderOnly';
import { useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import { historyReferences, type HistoryEntry } from '../../api/contract/history';
import { diffValues, formatValue, type DiffLine } from './diffValues';
import { ReferenceNames } from './ReferenceNames';
import { useHistoryWords } from './useHistoryWords';

const isId = (value: unknown): value is Identifier => typeof value === 'string' || typeof value === 'number';

/** A changed value as text; ids of the records the field names (`historyReferences`) by those records' names. */
function Value({ value, reference }: { value: unknown; reference: string | undefined }) {
  const ids = Array.isArray(value) ? value : [value];
  if (reference && ids.length > 0 && ids.every(isId)) return <ReferenceNames resource={reference} ids={ids} />;
  return <>{formatValue(value)}</>;
}

function Line({ line, field }: { line: DiffLine; field: string | null }) {
  const translate = useTranslate();
  const words = useHistoryWords();
  const name = [field, line.path].filter(Boolean).join('.');
  // "details.prefix" reads "Details › Prefix": each part by its label.
  const label = name ? `${name.split('.').map(words.field).join(' › ')}: ` : '';
  const reference = historyReferences.get(name.split('.').pop() ?? '');
  const before = (
    <Box component="del" sx={{ color: 'error.main' }}>
      <Value value={line.before} reference={reference} />
    </Box>
  );
  const after = (
    <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 500 }}>
      <Value value={line.after} reference={reference} />
    </Box>
  );
  return (
    <Typography variant="body2" component="div">
      {label}
      {line.change === 'changed' && (
        <>
          {before} <span aria-hidden>→</span>
          {/* Visually hidden, in px: MUI reads `width: 1` as 100 %, which widened a phone's page. */}
          <Box component="span" sx={screenReaderOnly}>
            {` ${translate('history.diff.becomes')} `}
          </Box>{' '}
          {after}
        </>
      )}
      {line.change === 'added' && (
        <>
          {translate('history.diff.added')} {after}
        </>
      )}
      {line.change === 'removed' && (
        <>
          {translate('history.diff.removed')} {before}
        </>
      )}
    </Typography>
  );
}

/**
 * A history entry's change as a readable before → after diff, each field by its label (secrets are
 * recorded without values).
 */
export function HistoryChange({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const words = useHistoryWords();
  const lines = diffValues(entry.before, entry.after);
  if (lines.length === 0)
    return entry.field ? (
      <Typography variant="body2">{translate('history.diff.hidden', { field: words.field(entry.field) })}</Typography>
    ) : (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box>
      {lines.map((line, index) => (
        <Line key={index} line={line} field={entry.field} />
      ))}
    </Box>
  );
}
