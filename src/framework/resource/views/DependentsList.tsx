import { Alert, Box, DialogContentText, LinearProgress } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useDeleteDependents } from './useDeleteDependents';

/**
 * What deleting these records takes with it, as the API counts it while a confirmation is open
 * (the declaration's `deleteDependents`): "This also affects:" and one line per kind, or that
 * nothing depends on them. Nothing for a resource that declares no dependents.
 */
export function DependentsList({ ids, open }: { ids: readonly Identifier[]; open: boolean }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const { declaration } = useResourceScope();
  const { dependents, counting, failed } = useDeleteDependents(declaration, ids, open);
  const affected = (dependents ?? []).filter((dependent) => dependent.count > 0);
  return (
    <>
      {counting && (
        <>
          <DialogContentText>{ft('deleteConfirm.counting')}</DialogContentText>
          <LinearProgress aria-label={ft('deleteConfirm.counting')} sx={{ my: 1 }} />
        </>
      )}
      {failed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {ft('deleteConfirm.countFailed')}
        </Alert>
      )}
      {!counting && dependents && dependents.length > 0 && (
        <>
          <DialogContentText>
            {ft(affected.length > 0 ? 'deleteConfirm.affected' : 'deleteConfirm.nothingAffected')}
          </DialogContentText>
          {affected.length > 0 && (
            <Box component="ul" aria-label={ft('deleteConfirm.affected')} sx={{ mt: 0.5, pl: 3 }}>
              {affected.map((dependent) => (
                <li key={dependent.name}>
                  {translate(`resources.${declaration.name}.dependents.${dependent.name}`, {
                    smart_count: dependent.count,
                  })}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </>
  );
}
