import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../api/contract/history';
import { diffValues } from './diffValues';
import { useHistoryWords } from './useHistoryWords';
import { HistoryDiffLine } from './HistoryDiffLine';

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
        <HistoryDiffLine key={index} line={line} field={entry.field} />
      ))}
    </Box>
  );
}
