import { useContext } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useFrameworkTranslate } from '../../useFrameworkTranslate';
import { HandleContext } from './ReorderContext';

/**
 * The drag handle of an item: pointer drag, or Space/Enter then arrow keys then Space/Enter (Escape
 * cancels). A table row's by default; `label` and `roleDescription` name another kind of item.
 */
export function DragHandle(props: { label?: string; roleDescription?: string }) {
  const ft = useFrameworkTranslate();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const label = props.label ?? ft('reorder.handle');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        ref={handle.setActivatorNodeRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-label={label}
        aria-roledescription={props.roleDescription ?? ft('reorder.roleDescription')}
        onClick={(event) => event.stopPropagation()}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
