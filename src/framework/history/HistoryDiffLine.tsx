import { Box, Typography } from '@mui/material';
import { screenReaderOnly } from '../layout/screenReaderOnly';
import { useTranslate } from 'react-admin';
import { historyReferences } from '../../api/contract/history';
import { type DiffLine } from './diffValues';
import { useHistoryWords } from './useHistoryWords';
import { HistoryValue } from './HistoryValue';

/** One line of a change: the field (and key path), then before → after, added or removed. */
export function HistoryDiffLine({ line, field, agent }: { line: DiffLine; field: string | null; agent: boolean }) {
  const translate = useTranslate();
  const words = useHistoryWords();
  const name = [field, line.path].filter(Boolean).join('.');
  // "details.prefix" reads "Details › Prefix": each part by its label.
  const label = name ? `${name.split('.').map(words.field).join(' › ')}: ` : '';
  const reference = historyReferences.get(name.split('.').pop() ?? '');
  const before = (
    <Box component="del" sx={{ color: 'error.main' }}>
      <HistoryValue value={line.before} reference={reference} agent={agent} />
    </Box>
  );
  const after = (
    <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 500 }}>
      <HistoryValue value={line.after} reference={reference} agent={agent} />
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
