import { useMemo, useState } from 'react';
import { Alert, Autocomplete, DialogContentText, LinearProgress, TextField } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { profileEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import type { Permission } from '../../../src/api/contract/permission';
import type { Project } from '../../../src/api/contract/project';
import type { User } from '../../../src/api/contract/user';
import { useServices } from '../../../src/framework/ServicesContext';
import { useSearchedLookup } from '../../../src/framework/resource/inputs/useSearchedLookup';
import { BulkDialog } from './BulkDialog';
import { AssignmentPreview } from './AssignmentPreview';
import { assignmentPlan, type AssignmentPlan } from './assignmentPlan';
import { useUndoableBulkRun } from './useUndoableBulkRun';

/**
 * An autocomplete's typing as its lookup's search: what is typed, and nothing once it is emptied;
 * not the chosen option's name it shows after a choice.
 */
const searchedBy = (setSearch: (search: string) => void) => (_event: unknown, value: string, reason: string) => {
  if (reason === 'input') setSearch(value);
  else if (value === '') setSearch('');
};

/** One request of the plan: a profile created, or an existing one given the permissions it lacks. */
type Step =
  | { kind: 'create'; user: User }
  | { kind: 'change'; user: User; profile: AssignmentPlan['change'][number]['profile']; added: string[] };

/**
 * The dialog of `AssignProfileButton` (loaded when it first opens): the project and permissions to
 * give every selected user. Before anything runs it reads the selected users afresh and shows who
 * gets a new profile, whose existing profile in that project changes (the permissions it gains;
 * none are removed) and who already has it all (nothing sent). It can be reversed, so it is
 * undoable: after Assign a notification offers Undo and nothing is sent until its window ends
 * (`useUndoableBulkRun`); the closing notification counts the profiles created and changed.
 */
export function AssignProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { client } = useServices();
  const { selectedIds, start } = useUndoableBulkRun();
  const [project, setProject] = useState<Project | null>(null);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  // Projects and permissions are simple lookups searched as the administrator types (page_size 10).
  const [projectSearch, setProjectSearch] = useState('');
  const [permissionSearch, setPermissionSearch] = useState('');
  const projects = useSearchedLookup<Project>('project', projectSearch, { enabled: open });
  const permissionList = useSearchedLookup<Permission>('permission', permissionSearch, { enabled: open });
  // The selected users as they are now (another administrator may have changed their profiles).
  const users = useGetMany<User>(
    'user',
    { ids: selectedIds },
    { enabled: open && project !== null && selectedIds.length > 0, gcTime: 0, staleTime: 0 },
  );
  const chosen = useMemo(() => permissions.map((permission) => String(permission.id)), [permissions]);
  const plan = useMemo(
    () => (project && users.data ? assignmentPlan(users.data, String(project.id), chosen) : null),
    [project, users.data, chosen],
  );
  const titles = useMemo(
    () => new Map(permissions.map((permission) => [String(permission.id), permission.title])),
    [permissions],
  );
  const close = () => {
    onClose();
    setProject(null);
    setPermissions([]);
    setProjectSearch('');
    setPermissionSearch('');
  };
  const run = (current: AssignmentPlan) => {
    if (!project) return;
    const steps: Step[] = [
      ...current.create.map((user) => ({ kind: 'create' as const, user: user as User })),
      ...current.change.map(({ user, profile, added }) => ({
        kind: 'change' as const,
        user: user as User,
        profile,
        added,
      })),
    ];
    const done = { created: 0, changed: 0 };
    const send = async (step: Step) => {
      if (step.kind === 'create') {
        await client.call(profileEndpoints.create, {
          params: { parentId: step.user.id },
          body: { project_id: String(project.id), permissions: chosen },
        });
        done.created++;
      } else {
        await client.call(profileEndpoints.update, {
          params: { parentId: step.user.id, id: step.profile.id },
          body: {
            project_id: String(step.profile.project_id),
            permissions: [...step.profile.permissions, ...step.added],
          },
        });
        done.changed++;
      }
    };
    start(steps, send, 'adminPages.user.bulk.assignPending', ({ failed }) => ({
      message: 'adminPages.user.bulk.assignSummary',
      args: { ...done, failed },
    }));
  };
  const steps = plan ? plan.create.length + plan.change.length : 0;
  return (
    <BulkDialog
      title={translate('adminPages.user.bulk.assignProfileTitle')}
      open={open}
      onClose={close}
      onConfirm={() => {
        if (plan) run(plan);
        close();
      }}
      confirmLabel={translate('adminPages.user.bulk.assign')}
      progress={null}
      summary={null}
      canConfirm={plan !== null && steps > 0 && !users.isFetching}
    >
      <DialogContentText>
        {translate('adminPages.user.bulk.assignProfileText', { smart_count: selectedIds.length })}{' '}
        {translate('adminPages.user.bulk.assignUndoable')}
      </DialogContentText>
      <Autocomplete
        options={projects.data ?? []}
        loading={projects.isPending}
        value={project}
        onChange={(_event, value) => setProject(value)}
        onInputChange={searchedBy(setProjectSearch)}
        filterOptions={(found) => found}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField {...params} required label={translate('resources.profile.fields.project')} />
        )}
      />
      <Autocomplete
        multiple
        options={permissionList.data ?? []}
        loading={permissionList.isPending}
        value={permissions}
        onChange={(_event, value) => setPermissions(value)}
        onInputChange={searchedBy(setPermissionSearch)}
        filterOptions={(found) => found}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => <TextField {...params} label={translate('resources.profile.fields.permissions')} />}
      />
      {project && users.isPending && <LinearProgress aria-label={translate('adminPages.user.bulk.reading')} />}
      {project && users.isError && <Alert severity="error">{translate('adminPages.user.bulk.readFailed')}</Alert>}
      {project && plan && (
        <AssignmentPreview plan={plan} project={project.name} permissionTitle={(id) => titles.get(id) ?? id} />
      )}
      {plan && steps === 0 && <Alert severity="info">{translate('adminPages.user.bulk.nothingToDo')}</Alert>}
    </BulkDialog>
  );
}
