import { Alert, Button, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApplyReport } from './applySetup';
import { PlanView } from './PlanView';
import type { SetupPlan } from './setupPlan';
import { useFailureText } from './useFailureText';
import { useStepText } from './useStepText';

/** The end of an apply: what was applied, or where it stopped and what had been applied before. */
export function ApplyReportView({
  report,
  plan,
  onAgain,
}: {
  report: ApplyReport;
  plan: SetupPlan;
  onAgain?: () => void;
}) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const text = useStepText();
  return (
    <>
      {report.failed ? (
        <Alert severity="error">
          {translate('setup.apply.failed', {
            step: text.step(report.failed.step),
            message: failureText(report.failed.error),
          })}
        </Alert>
      ) : (
        <Alert severity="success">{translate('setup.apply.applied', { smart_count: report.applied.length })}</Alert>
      )}
      {report.failed && (
        <>
          <Typography sx={{ mt: 2 }}>
            {report.applied.length
              ? translate('setup.apply.appliedBefore', { smart_count: report.applied.length })
              : translate('setup.apply.nothingApplied')}
          </Typography>
          <List dense>
            {report.applied.map((step) => (
              <ListItem key={`${step.action}:${step.kind}:${step.owner ?? ''}:${step.key}`}>{text.step(step)}</ListItem>
            ))}
          </List>
        </>
      )}
      {!report.failed && plan.notices.length > 0 && <PlanView plan={{ ...plan, steps: [] }} />}
      {onAgain && (
        <Button sx={{ mt: 2 }} onClick={onAgain}>
          {translate('setup.apply.again')}
        </Button>
      )}
    </>
  );
}
