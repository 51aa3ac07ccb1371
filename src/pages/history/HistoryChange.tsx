import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { diffValues, formatValue, type DiffLine } from './diffValues';

function Line({ line, field }: { line: DiffLine; field: string | null }) {
  const translate = useTranslate();
  const name = [field, line.path].filter(Boolean).join('.');
  const label = name ? `${name}: ` : '';
  const before = (
    <Box component="del" sx={{ color: 'error.main' }}>
      {formatValue(line.before)}
    </Box>
  );
  const after = (
    <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 500 }}>
      {formatValue(line.after)}
    </Box>
  );
  return (
    <Typography variant="body2" component="div">
      {label}
      {line.change === 'changed' && (
        <>
          {before} <span aria-hidden>→</span>
          {/* Visually hidden, in px: MUI reads `width: 1` as 100 %, which widened a phone's page. */}
          <Box
            component="span"
            sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
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

/** A history entry's change as a readable before → after diff (secrets are recorded without values). */
export function HistoryChange({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const lines = diffValues(entry.before, entry.after);
  if (lines.length === 0)
    return entry.field ? (
      <Typography variant="body2">{translate('history.diff.hidden', { field: entry.field })}</Typography>
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
