import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { historyAgentEvents, type HistoryEntry } from '../../api/contract/history';
import { diffValues } from './diffValues';
import { useHistoryWords } from './useHistoryWords';
import { HistoryDiffLine } from './HistoryDiffLine';
import { ReferenceNames } from './ReferenceNames';

/**
 * A history entry's change as a readable before → after diff, each field by its label (secrets are
 * recorded without values); a profile's change first names its project (a user has a profile, and
 * permissions, per project); a sign-in's or sign-out's user agent reads as its browser and system.
 */
export function HistoryChange({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const words = useHistoryWords();
  const lines = diffValues(entry.before, entry.after);
  // The project field's own change names its projects already.
  const project = entry.project_id !== undefined && entry.project_id !== null && entry.field !== 'project_id' && (
    <Typography variant="body2" component="div" color="text.secondary">
      {words.field('project_id')}: <ReferenceNames resource="project" ids={[entry.project_id]} />
    </Typography>
  );
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
      {project}
      {lines.map((line, index) => (
        <HistoryDiffLine key={index} line={line} field={entry.field} agent={historyAgentEvents.has(entry.event)} />
      ))}
    </Box>
  );
}
