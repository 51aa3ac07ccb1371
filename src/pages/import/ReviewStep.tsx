import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';
import type { Progress } from '../../import/csvEngine';
import type { Problem, ValidationSummary } from '../../import/types';
import { ProblemTable } from './ProblemTable';
import { SampleTable } from './SampleTable';

export interface ReviewState {
  progress: Progress | null;
  summary: ValidationSummary | null;
  error: string | null;
  sending: boolean;
  sent: number;
  job: ImportJob | null;
  /** The lookup of values already taken, while it runs. */
  lookup: { checked: number; total: number } | null;
  lookupError: string | null;
}

interface ReviewStepProps {
  state: ReviewState;
  fileSize: number;
  fields: readonly string[];
  fieldLabel: (field: string) => string;
  message: (problem: Problem) => string;
  onStart: () => void;
  onRestart: () => void;
}

/**
 * Step 3: rows, a sample of mapped records, problems per row and column (the values already taken
 * once their lookup ends); then the upload.
 */
export function ReviewStep({ state, fileSize, fields, fieldLabel, message, onStart, onRestart }: ReviewStepProps) {
  const translate = useTranslate();
  const { summary, progress } = state;
  if (!summary) {
    return (
      <Stack spacing={1}>
        {state.error ? (
          <Alert severity="error">{state.error}</Alert>
        ) : (
          <>
            <Typography id="import-checking">{translate('imports.review.checking')}</Typography>
            <LinearProgress
              variant={progress ? 'determinate' : 'indeterminate'}
              value={progress && fileSize > 0 ? Math.min(100, (progress.bytes / fileSize) * 100) : 0}
              aria-labelledby="import-checking"
            />
            {progress && (
              <Typography variant="body2">{translate('imports.review.checked', { count: progress.rows })}</Typography>
            )}
          </>
        )}
      </Stack>
    );
  }
  const blocked = summary.problemCount > 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('imports.review.rows', { count: summary.rows })}
      </Typography>
      {summary.sample.length > 0 && <SampleTable fields={fields} records={summary.sample} fieldLabel={fieldLabel} />}
      {Object.entries(summary.newChoices).map(([field, values]) => (
        <Alert key={field} severity="info">
          {translate('imports.review.newChoices', { field: fieldLabel(field), values: values.join(', ') })}
        </Alert>
      ))}
      {state.lookup && (
        <Box>
          <Typography id="import-lookup">
            {translate('imports.review.checkingTaken', { count: state.lookup.checked, total: state.lookup.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={state.lookup.total ? (state.lookup.checked / state.lookup.total) * 100 : 0}
            aria-labelledby="import-lookup"
          />
        </Box>
      )}
      {state.lookupError && <Alert severity="warning">{state.lookupError}</Alert>}
      {blocked ? (
        <>
          <Alert severity="error">
            {translate('imports.review.problemCount', { count: summary.problemCount })}
            {summary.problems.length < summary.problemCount &&
              ` ${translate('imports.review.shownProblems', { shown: summary.problems.length })}`}
          </Alert>
          <ProblemTable problems={summary.problems} message={message} />
        </>
      ) : (
        !state.lookup && <Alert severity="success">{translate('imports.review.noProblems')}</Alert>
      )}
      {state.error && <Alert severity="error">{state.error}</Alert>}
      {state.sending && (
        <Box>
          <Typography id="import-sending">
            {translate('imports.review.uploading', { count: state.sent, total: summary.rows })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={summary.rows ? Math.min(100, (state.sent / summary.rows) * 100) : 0}
            aria-labelledby="import-sending"
          />
        </Box>
      )}
      {state.job ? (
        <Alert
          severity="success"
          action={
            <Stack direction="row" spacing={1}>
              <Button component={Link} to="/imports" color="inherit" size="small">
                {translate('imports.wizard.statusLink')}
              </Button>
              <Button color="inherit" size="small" onClick={onRestart}>
                {translate('imports.review.another')}
              </Button>
            </Stack>
          }
        >
          {translate('imports.review.started', { id: state.job.id })}
        </Alert>
      ) : (
        <Box>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={onStart}
            disabled={blocked || state.sending || !!state.lookup}
          >
            {translate('imports.review.start')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
