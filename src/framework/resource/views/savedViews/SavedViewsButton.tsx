import { useState } from 'react';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { Button as ToolbarButton, useTranslate } from 'react-admin';
import { useSavedViews } from './useSavedViews';
import { useViewFromUrl } from './useViewFromUrl';
import { lazyComponent } from '../../../lazyComponent';
import { useButtonPopover } from '../../../layout/useButtonPopover';

// The dialogs load when the menu opens (a list's first screen only shows the button).
const SaveViewDialog = lazyComponent(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog), {
  fallback: null,
});
const ManageViewsDialog = lazyComponent(() => import('./ManageViewsDialog').then((m) => m.ManageViewsDialog), {
  fallback: null,
});

/**
 * The list toolbar's "Views" menu: the user's saved views of this list (choosing one restores its
 * search, filters, sort, columns and page size), save the current one under a name, manage them
 * (rename, delete, copy a link). The button names the view the list shows, if it is a saved one.
 */
export function SavedViewsButton() {
  const translate = useTranslate();
  const savedViews = useSavedViews();
  useViewFromUrl(savedViews);
  const { views, current, apply } = savedViews;
  // react-admin's button is an icon button at a phone's width: the menu follows whichever is shown.
  const menu = useButtonPopover();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const open = () => {
    menu.show();
    // Failures are reported when a dialog is opened (and loads again).
    SaveViewDialog.preload().catch(() => undefined);
    ManageViewsDialog.preload().catch(() => undefined);
  };
  const { close } = menu;
  const openDialog = (which: 'save' | 'manage') => {
    close();
    setDialog(which);
  };
  const label = current ? translate('views.current', { name: current.name }) : translate('views.button');
  return (
    <>
      {/* react-admin's toolbar button: only its icon (named, with a tooltip) at a phone's width, filled while a saved view is shown. */}
      <ToolbarButton
        // A node, not a string: react-admin would run the view's name through the translator again.
        ref={menu.ref}
        // The view's name keeps the case it was saved with (the button's text is otherwise upper case).
        label={current ? <span className="saved-view-name">{label}</span> : <>{label}</>}
        sx={current ? { '& .saved-view-name': { textTransform: 'none' } } : undefined}
        aria-label={label}
        onClick={open}
        aria-haspopup="menu"
        aria-expanded={menu.open ? 'true' : undefined}
        aria-controls={menu.open ? 'saved-views-menu' : undefined}
      >
        {current ? <BookmarksIcon /> : <BookmarksOutlinedIcon />}
      </ToolbarButton>
      <Menu id="saved-views-menu" {...menu.popoverProps}>
        {views.length === 0 && <MenuItem disabled>{translate('views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            selected={view.id === current?.id}
            onClick={() => {
              apply(view);
              close();
            }}
          >
            <ListItemIcon>{view.id === current?.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{view.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => openDialog('save')}>{translate('views.save')}</MenuItem>
        <MenuItem onClick={() => openDialog('manage')} disabled={views.length === 0}>
          {translate('views.manage')}
        </MenuItem>
      </Menu>
      {dialog === 'save' && <SaveViewDialog savedViews={savedViews} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && <ManageViewsDialog savedViews={savedViews} onClose={() => setDialog(null)} />}
    </>
  );
}
