import { useState } from 'react';
import { Autocomplete, DialogContentText, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { profileEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import type { Permission } from '../../../src/api/contract/permission';
import type { Project } from '../../../src/api/contract/project';
import type { User } from '../../../src/api/contract/user';
import { useServices } from '../../../src/framework/ServicesContext';
import { allPagesMeta } from '../../../src/providers/ResourceEndpoint';
import { BulkDialog } from './BulkDialog';
import { useUndoableBulkRun } from './useUndoableBulkRun';

/** Every project and permission is a choice (all pages read). */
const all = { meta: allPagesMeta } as const;

/**
 * The dialog of `AssignProfileButton` (loaded when it first opens): the project and permissions to
 * give every selected user. It can be reversed (the profiles can be removed again), so it is
 * undoable: the dialog says so, and after Assign a notification offers Undo; nothing is sent until
 * its window ends (`useUndoableBulkRun`).
 */
export function AssignProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { client } = useServices();
  const { selectedIds, selectedRecords, start } = useUndoableBulkRun();
  const [project, setProject] = useState<Project | null>(null);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const projects = useGetList<Project>('project', all, { enabled: open });
  const permissionList = useGetList<Permission>('permission', all, { enabled: open });
  const close = () => {
    onClose();
    setProject(null);
    setPermissions([]);
  };
  const assign = (user: User) => {
    if (!project) return Promise.resolve();
    const chosen = permissions.map((permission) => String(permission.id));
    const existing = user.profiles?.find((profile) => String(profile.project_id) === String(project.id));
    if (existing)
      return client.call(profileEndpoints.update, {
        params: { parentId: user.id, id: existing.id },
        body: {
          project_id: String(existing.project_id),
          permissions: [...new Set([...existing.permissions, ...chosen])],
        },
      });
    return client.call(profileEndpoints.create, {
      params: { parentId: user.id },
      body: { project_id: String(project.id), permissions: chosen },
    });
  };
  return (
    <BulkDialog
      title={translate('adminPages.user.bulk.assignProfileTitle')}
      open={open}
      onClose={close}
      onConfirm={() => {
        start(selectedRecords as User[], assign, 'adminPages.user.bulk.assignPending');
        close();
      }}
      confirmLabel={translate('adminPages.user.bulk.assign')}
      progress={null}
      summary={null}
      canConfirm={!!project && selectedIds.length > 0}
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
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => <TextField {...params} label={translate('resources.profile.fields.permissions')} />}
      />
    </BulkDialog>
  );
}
