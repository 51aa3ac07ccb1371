import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AssignmentPlan, PlannedUser } from './assignmentPlan';

/** Users named in each group; the rest are counted ("and 3 more"). */
const namesShown = 8;

function Group({ heading, names }: { heading: string; names: string[] }) {
  const translate = useTranslate();
  const id = useId();
  const more = names.length - namesShown;
  return (
    <div>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ my: 0.5, pl: 3 }}>
        {names.slice(0, namesShown).map((name, index) => (
          <Typography component="li" variant="body2" key={index}>
            {name}
          </Typography>
        ))}
        {more > 0 && (
          <Typography component="li" variant="body2">
            {translate('adminPages.user.bulk.more', { smart_count: more })}
          </Typography>
        )}
      </Box>
    </div>
  );
}

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
        <Group heading={group('planCreate', plan.create.length)} names={plan.create.map(name)} />
      )}
      {plan.change.length > 0 && (
        <Group
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
        <Group heading={group('planUnchanged', plan.unchanged.length)} names={plan.unchanged.map(name)} />
      )}
    </>
  );
}
