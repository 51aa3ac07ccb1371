import { useState } from 'react';
import { Button } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useTranslate } from 'react-admin';
import { lazyComponent } from '../../../src/framework/lazyComponent';
import { InBulkToolbar } from '../../../src/framework/recordsList/InBulkToolbar';

/** The dialog and its autocompletes load when it first opens (or is about to: hover, focus). */
const AssignProfileDialog = lazyComponent(
  () => import('./AssignProfileDialog').then((module) => module.AssignProfileDialog),
  { fallback: null },
);

/**
 * Bulk action of the user list: gives every selected user a profile in one project with the
 * chosen permissions (created, or its permissions completed when the user already has one there);
 * one request per user, at most a few at a time, undoable (`AssignProfileDialog`).
 */
export function AssignProfileButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Kept once opened, so the dialog closes with its transition.
  const [opened, setOpened] = useState(false);
  const prepare = () => void AssignProfileDialog.preload().catch(() => undefined);
  return (
    <>
      <InBulkToolbar>
        <Button
          size="small"
          startIcon={<GroupAddIcon />}
          onMouseEnter={prepare}
          onFocus={prepare}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {translate('adminPages.user.bulk.assignProfile')}
        </Button>
      </InBulkToolbar>
      {opened && <AssignProfileDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
