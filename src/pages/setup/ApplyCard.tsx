import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useServices } from '../../framework/ServicesContext';
import { ApplyReportView } from './ApplyReportView';
import { applySetup, type ApplyReport } from './applySetup';
import { ConfirmDeletions } from './ConfirmDeletions';
import type { SetupProblem } from './parseSetupFile';
import { parseSetupOffThread } from './parseSetupOffThread';
import { planSetup } from './planSetup';
import { PlanView } from './PlanView';
import type { SetupPlan } from './setupPlan';
import { readSetupState } from './setupState';
import { MAX_SETUP_FILE_MB, setupFileTooLarge } from './setupFileLimit';
import { useFailureText } from './useFailureText';

type Stage =
  | { stage: 'idle' }
  | { stage: 'planning' }
  | { stage: 'refused'; problems: readonly SetupProblem[] }
  | { stage: 'failed'; message: string }
  | { stage: 'planned'; plan: SetupPlan }
  | { stage: 'applying'; plan: SetupPlan; done: number }
  | { stage: 'applied'; plan: SetupPlan; report: ApplyReport };

/** Chooses a setup file, shows the plan of applying it here, applies it with progress and reports. */
export function ApplyCard() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const { client } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [prune, setPrune] = useState(false);
  const [stage, setStage] = useState<Stage>({ stage: 'idle' });
  const [confirming, setConfirming] = useState(false);

  const plan = async (text: string, pruning: boolean) => {
    setStage({ stage: 'planning' });
    try {
      const parsed = await parseSetupOffThread(text);
      if (!parsed.ok) return setStage({ stage: 'refused', problems: parsed.problems });
      setStage({
        stage: 'planned',
        plan: planSetup(client, parsed.file, await readSetupState(client), { prune: pruning }),
      });
    } catch (error) {
      setStage({ stage: 'failed', message: failureText(error) });
    }
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    // Refused by its size, before any of it is read.
    if (setupFileTooLarge(chosen)) {
      setFile(null);
      return setStage({
        stage: 'failed',
        message: translate('validation.fileSize', { smart_count: MAX_SETUP_FILE_MB }),
      });
    }
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      await plan(text, prune);
    } catch {
      setStage({ stage: 'failed', message: translate('setup.problems.read') });
    }
  };
  const apply = async (planned: SetupPlan) => {
    setConfirming(false);
    setStage({ stage: 'applying', plan: planned, done: 0 });
    const report = await applySetup(planned, (done) => setStage({ stage: 'applying', plan: planned, done }));
    setStage({ stage: 'applied', plan: planned, report });
  };
  const deletions = stage.stage === 'planned' ? stage.plan.steps.filter((step) => step.action === 'delete').length : 0;
  const busy = stage.stage === 'planning' || stage.stage === 'applying';

  return (
    <Card component="section" aria-labelledby="setup-apply-title">
      <CardContent>
        <Typography id="setup-apply-title" variant="h6" component="h2" gutterBottom>
          {translate('setup.apply.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('setup.apply.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {translate('setup.apply.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            hidden
            data-testid="setup-file"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {file && <Typography variant="body2">{translate('setup.apply.chosen', { name: file.name })}</Typography>}
        </Stack>
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={prune}
                disabled={busy}
                onChange={(event) => {
                  setPrune(event.target.checked);
                  if (file) void plan(file.text, event.target.checked);
                }}
                slotProps={{ input: { 'aria-describedby': 'setup-prune-help' } }}
              />
            }
            label={translate('setup.apply.prune')}
          />
          <FormHelperText id="setup-prune-help" sx={{ mt: 0 }}>
            {translate('setup.apply.pruneHelp')}
          </FormHelperText>
        </Box>

        <Box aria-live="polite" sx={{ mt: 2 }}>
          {stage.stage === 'planning' && <LinearProgress aria-label={translate('setup.apply.planning')} />}
          {stage.stage === 'failed' && <Alert severity="error">{stage.message}</Alert>}
          {stage.stage === 'refused' && (
            <Alert severity="error">
              {translate('setup.apply.refused')}
              <List dense disablePadding>
                {stage.problems.map((problem) => (
                  <ListItem key={`${problem.line}:${problem.path}:${problem.reason.key}`} disableGutters>
                    {translate('setup.apply.problem', {
                      line: problem.line,
                      message:
                        (problem.path ? `${problem.path}: ` : '') +
                        translate(`setup.problems.${problem.reason.key}`, problem.reason.args ?? {}),
                    })}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {stage.stage === 'planned' && (
            <>
              {stage.plan.steps.length === 0 ? (
                <Alert severity="success">{translate('setup.apply.noChanges')}</Alert>
              ) : (
                <Typography>
                  {translate('setup.apply.summary', {
                    create: stage.plan.steps.filter((step) => step.action === 'create').length,
                    update: stage.plan.steps.filter((step) => step.action === 'update').length,
                    delete: deletions,
                  })}
                </Typography>
              )}
              <PlanView plan={stage.plan} />
              {stage.plan.steps.length > 0 && (
                <Button
                  variant="contained"
                  color={deletions ? 'error' : 'primary'}
                  sx={{ mt: 2 }}
                  onClick={() => (deletions ? setConfirming(true) : void apply(stage.plan))}
                >
                  {translate('setup.apply.button')}
                </Button>
              )}
              {confirming && (
                <ConfirmDeletions
                  count={deletions}
                  onConfirm={() => void apply(stage.plan)}
                  onClose={() => setConfirming(false)}
                />
              )}
            </>
          )}
          {stage.stage === 'applying' && (
            <>
              <Typography>
                {translate('setup.apply.applying', { done: stage.done, total: stage.plan.steps.length })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(stage.done / stage.plan.steps.length) * 100}
                aria-label={translate('setup.apply.progress')}
                sx={{ mt: 1 }}
              />
            </>
          )}
          {stage.stage === 'applied' && (
            <ApplyReportView
              report={stage.report}
              plan={stage.plan}
              onAgain={file ? () => void plan(file.text, prune) : undefined}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
