import { useState, type MouseEvent } from 'react';
import { Box, Button as MuiButton, IconButton, Popover, Tooltip } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useTranslate } from 'react-admin';
import { useChooserColumns } from './ChooserColumns';
import { ColumnChooserContent } from './ColumnChooserContent';
import { useIsPhone } from '../../../layout/useIsPhone';
import { preloadSortableParts } from '../reorder/useSortableParts';

/**
 * The list toolbar's column chooser, as react-admin's `ColumnsButton` looks (a button, an icon with
 * a tooltip at a phone's width) over the columns the list publishes (`usePublishChooserColumns`).
 */
export function ColumnChooserButton() {
  const translate = useTranslate();
  const phone = useIsPhone();
  const published = useChooserColumns();
  // The anchor stays until the popover's closing transition has ended; its content goes with it.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // While a column is dragged by keyboard, Escape cancels the drag (dnd-kit) and leaves the chooser open.
  const [dragging, setDragging] = useState(false);
  const title = translate('ra.action.select_columns', { _: 'Columns' });
  // A table's switches wait for drag ordering's code: it starts loading when the button is pointed at or focused.
  const intent = published?.reorderable ? { onPointerEnter: preloadSortableParts, onFocus: preloadSortableParts } : {};
  const show = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpen(true);
  };
  return (
    <span>
      {phone ? (
        <Tooltip title={title}>
          <IconButton aria-label={title} color="primary" onClick={show} size="large" {...intent}>
            <ViewWeekIcon />
          </IconButton>
        </Tooltip>
      ) : (
        // The line height react-admin sets on its small buttons (icon alignment).
        <MuiButton size="small" onClick={show} startIcon={<ViewWeekIcon />} sx={{ lineHeight: 1.5 }} {...intent}>
          {title}
        </MuiButton>
      )}
      {anchor && (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={() => setOpen(false)}
          disableEscapeKeyDown={dragging}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{
            paper: { id: 'column-chooser' },
            transition: {
              onExited: () => {
                setAnchor(null);
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
