import { useState } from 'react';
import { lighten } from '@mui/material/styles';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button as ToolbarButton, useListContext } from 'react-admin';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { DeleteAllDialog } from './DeleteAllDialog';

/**
 * Deletes every record matching the current search and filters in one request, after a dialog that
 * states how many records go — the server's count for exactly the filters the request carries —
 * and asks to type that number.
 */
export function DeleteAllButton() {
  const { total } = useListContext();
  const [open, setOpen] = useState(false);
  const ft = useFrameworkTranslate();
  if (!total) return null;
  return (
    <>
      {/* react-admin's toolbar button: only its icon (named, with a tooltip) at a phone's width. */}
      <ToolbarButton
        color="error"
        label={ft('deleteAll.button')}
        onClick={() => setOpen(true)}
        // The error red is too dark on dark paper (axe colour contrast): its light shade there.
        sx={(theme) => (theme.palette.mode === 'dark' ? { color: lighten(theme.palette.error.main, 0.5) } : {})}
      >
        <DeleteSweepIcon />
      </ToolbarButton>
      {/* Mounted only while open: the closed dialog costs the list nothing, and each opening counts again. */}
      {open && <DeleteAllDialog onClose={() => setOpen(false)} />}
    </>
  );
}
