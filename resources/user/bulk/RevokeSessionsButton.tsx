import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate, type Identifier } from 'react-admin';
import { userSessionEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { useServices } from '../../../src/framework/ServicesContext';
import { InBulkToolbar } from '../../../src/framework/recordsList/InBulkToolbar';
import { BulkDialog } from './BulkDialog';
import { useBulkRun } from './useBulkRun';

/** Bulk action of the user list: signs every selected user out of every session (one request per user, bounded). */
export function RevokeSessionsButton() {
  const translate = useTranslate();
  const { client } = useServices();
  const { selectedIds, progress, summary, run, reset } = useBulkRun();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    reset(summary !== null);
  };
  const confirm = () =>
    run(selectedIds, (id: Identifier) =>
      client.call(userSessionEndpoints.deleteMany, { params: { parentId: String(id) } }),
    );
  return (
    <>
      <InBulkToolbar>
        <Button size="small" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
          {translate('adminPages.user.bulk.revokeSessions')}
        </Button>
      </InBulkToolbar>
      <BulkDialog
        title={translate('adminPages.user.bulk.revokeSessionsTitle')}
        open={open}
        onClose={close}
        onConfirm={confirm}
        confirmLabel={translate('adminPages.user.bulk.revokeSessions')}
        progress={progress}
        summary={summary}
        canConfirm={selectedIds.length > 0}
      >
        <DialogContentText>
          {translate('adminPages.user.bulk.revokeSessionsText', { smart_count: selectedIds.length })}
        </DialogContentText>
      </BulkDialog>
    </>
  );
}
