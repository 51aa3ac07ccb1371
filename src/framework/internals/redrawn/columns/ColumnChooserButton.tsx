import { useState } from 'react';
import { Box, Button as MuiButton, IconButton, Popover, Tooltip } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useTranslate } from 'react-admin';
import { useChooserColumns } from './ChooserColumns';
import { ColumnChooserContent } from './ColumnChooserContent';
import { useButtonPopover } from '../../../layout/useButtonPopover';
import { useIsPhone } from '../../../layout/useIsPhone';
import { preloadSortableParts } from '../../../resource/views/reorder/useSortableParts';

/**
 * The list toolbar's column chooser, as react-admin's `ColumnsButton` looks (a button, an icon with
 * a tooltip at a phone's width) over the columns the list publishes (`usePublishChooserColumns`).
 */
export function ColumnChooserButton() {
  const translate = useTranslate();
  const phone = useIsPhone();
  const published = useChooserColumns();
  // The button is an icon button at a phone's width: the popover follows whichever is shown.
  const popover = useButtonPopover();
  // While a column is dragged by keyboard, Escape cancels the drag (dnd-kit) and leaves the chooser open.
  const [dragging, setDragging] = useState(false);
  const title = translate('ra.action.select_columns', { _: 'Columns' });
  // A table's switches wait for drag ordering's code: it starts loading when the button is pointed at or focused.
  const intent = published?.reorderable ? { onPointerEnter: preloadSortableParts, onFocus: preloadSortableParts } : {};
  return (
    <span>
      {phone ? (
        <Tooltip title={title}>
          <IconButton
            ref={popover.ref}
            aria-label={title}
            color="primary"
            onClick={popover.show}
            size="large"
            {...intent}
          >
            <ViewWeekIcon />
          </IconButton>
        </Tooltip>
      ) : (
        // The line height react-admin sets on its small buttons (icon alignment).
        <MuiButton
          ref={popover.ref}
          size="small"
          onClick={popover.show}
          startIcon={<ViewWeekIcon />}
          sx={{ lineHeight: 1.5 }}
          {...intent}
        >
          {title}
        </MuiButton>
      )}
      {/* The content goes once the closing transition has ended. */}
      {popover.mounted && (
        <Popover
          {...popover.popoverProps}
          disableEscapeKeyDown={dragging}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{
            paper: { id: 'column-chooser' },
            transition: {
              onExited: () => {
                popover.onExited();
                setDragging(false);
              },
            },
          }}
        >
          <Box sx={{ px: 1, my: 0, minWidth: 200 }}>
            {published && <ColumnChooserContent value={published} onDragging={setDragging} />}
          </Box>
        </Popover>
      )}
    </span>
  );
}
