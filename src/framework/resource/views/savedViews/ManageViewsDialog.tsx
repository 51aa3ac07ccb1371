import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SavedViews } from './useSavedViews';
import { ManagedViewRow } from './ManagedViewRow';

/** The user's views of this list: rename, copy a link that opens one, delete. */
export function ManageViewsDialog({ savedViews, onClose }: { savedViews: SavedViews; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" fullWidth maxWidth="sm">
      <DialogTitle id="manage-views-title">{translate('views.manageTitle')}</DialogTitle>
      <DialogContent>
        {savedViews.views.length === 0 ? (
          translate('views.none')
        ) : (
          <List dense aria-labelledby="manage-views-title">
            {savedViews.views.map((view) => (
              <ManagedViewRow key={view.id} view={view} savedViews={savedViews} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
