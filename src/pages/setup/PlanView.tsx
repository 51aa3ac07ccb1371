import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlanAction, SetupPlan } from './setupPlan';
import { useStepText } from './useStepText';

const groups: readonly PlanAction[] = ['create', 'update', 'delete'];

/** A plan grouped by what it does: to create, to change (each field before and after), to delete; then the secrets to set. */
export function PlanView({ plan }: { plan: SetupPlan }) {
  const translate = useTranslate();
  const text = useStepText();
  return (
    <>
      {groups.map((action) => {
        const steps = plan.steps.filter((step) => step.action === action);
        if (!steps.length) return null;
        return (
          <section key={action} aria-labelledby={`setup-plan-${action}`}>
            <Typography id={`setup-plan-${action}`} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate(`setup.groups.${action}`)} ({steps.length})
            </Typography>
            <List dense disablePadding>
              {steps.map((step) => (
                <ListItem key={`${step.kind}:${step.owner ?? ''}:${step.key}`} disableGutters sx={{ display: 'block' }}>
                  <ListItemText
                    primary={text.step(step)}
                    secondary={
                      step.changes.length ? (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {step.changes.map((change) => (
                            <span key={change.field} style={{ display: 'block', overflowWrap: 'anywhere' }}>
                              {text.change(step, change)}
                            </span>
                          ))}
                        </Typography>
                      ) : undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
          </section>
        );
      })}
      {plan.notices.length > 0 && (
        <section aria-labelledby="setup-plan-notices">
          <Typography id="setup-plan-notices" variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('setup.groups.notices')}
          </Typography>
          <List dense disablePadding>
            {plan.notices.map((notice) => (
              <ListItem
                key={`${notice.kind}:${notice.authType}:${notice.hook ?? ''}:${notice.header ?? ''}`}
                disableGutters
              >
                <ListItemText primary={text.notice(notice)} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
