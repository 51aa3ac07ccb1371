import { useTranslate } from 'react-admin';
import type { AssignmentPlan, PlannedUser } from './assignmentPlan';
import { AssignmentGroup } from './AssignmentGroup';

/**
 * What the assignment will do, before it runs (no silent overwrite): who gets a new profile in the
 * project, whose existing profile there changes (with the permissions it gains), who stays as is.
 */
export function AssignmentPreview({
  plan,
  project,
  permissionTitle,
}: {
  plan: AssignmentPlan;
  project: string;
  permissionTitle: (id: string) => string;
}) {
  const translate = useTranslate();
  const name = (user: PlannedUser) => user.username;
  const group = (key: string, count: number) =>
    translate(`adminPages.user.bulk.${key}`, { smart_count: count, project });
  return (
    <>
      {plan.create.length > 0 && (
        <AssignmentGroup heading={group('planCreate', plan.create.length)} names={plan.create.map(name)} />
      )}
      {plan.change.length > 0 && (
        <AssignmentGroup
          heading={group('planChange', plan.change.length)}
          names={plan.change.map(({ user, added }) =>
            translate('adminPages.user.bulk.adds', {
              name: name(user),
              permissions: added.map(permissionTitle).join(', '),
            }),
          )}
        />
      )}
      {plan.unchanged.length > 0 && (
        <AssignmentGroup heading={group('planUnchanged', plan.unchanged.length)} names={plan.unchanged.map(name)} />
      )}
    </>
  );
}
