import { useTranslate } from 'react-admin';
import type { FieldChange, PlanNotice, PlanStep } from './setupPlan';

/** Where each kind's field labels are (`<prefix>.<field>`). */
const fieldLabels: Record<PlanStep['kind'], string> = {
  project: 'resources.project.fields',
  permission: 'resources.permission.fields',
  authType: 'resources.authType.fields',
  passwordConfig: 'adminPages.authType.passwordSettings.fields',
  hook: 'resources.hook.fields',
  priorities: 'setup.kinds',
};

/** The texts of a plan: a step's record, a field change, a notice, in the chosen language. */
export function useStepText() {
  const translate = useTranslate();
  const value = (raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return translate('setup.empty');
    if (Array.isArray(raw)) return raw.length ? raw.map(value).join(', ') : translate('setup.empty');
    if (typeof raw === 'boolean') return translate(raw ? 'ra.boolean.true' : 'ra.boolean.false');
    return String(raw);
  };
  return {
    step: (step: PlanStep) => {
      const kind = translate(`setup.kinds.${step.kind}`);
      if (step.kind === 'priorities') return kind;
      return step.owner && step.kind === 'hook'
        ? translate('setup.step.owned', { kind, owner: step.owner, key: step.key })
        : translate('setup.step.plain', { kind, key: step.key });
    },
    change: (step: PlanStep, change: FieldChange) => {
      const [field, header] = change.field.split('.') as [string, string | undefined];
      const label = header ?? translate(`${fieldLabels[step.kind]}.${field}`, { _: field });
      return translate('setup.change', { field: label, before: value(change.before), after: value(change.after) });
    },
    notice: (notice: PlanNotice) => translate(`setup.notices.${notice.kind}`, { ...notice }),
  };
}
