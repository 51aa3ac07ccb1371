import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetRecordRepresentation, useTranslate } from 'react-admin';
import { muiClasses } from '../../internals/muiClasses';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { rowActionItems, type Row } from './rowActionItems';
import { RowActionsOpenerContext, type RowActionsOpener } from './RowActionsOpener';
import { useAskDelete } from './RowDelete';
import { useRowActionContext } from './useRowActionContext';

const stop = (event: React.SyntheticEvent) => event.stopPropagation();

/**
 * One actions menu for every row of a list (a page shows up to 100 rows): rows only render a
 * labelled menu button; the menu (links, then delete, which asks for confirmation) is rendered
 * when a row opens it, and closes back onto that row's button.
 */
export function RowActionsProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const askDelete = useAskDelete();
  const { declaration } = useResourceScope();
  const context = useRowActionContext();
  const represent = useGetRecordRepresentation(declaration.name);
  const [opened, setOpened] = useState<{ anchor: HTMLElement; record: Row } | null>(null);
  const opener = useMemo<RowActionsOpener>(
    () => ({
      open: (anchor, record) => setOpened({ anchor, record }),
      label: (record) => ft('row.actionsFor', { name: String(represent(record) ?? record.id) }),
    }),
    [ft, represent],
  );
  const close = useCallback(() => setOpened(null), []);
  return (
    <RowActionsOpenerContext.Provider value={opener}>
      {children}
      {opened && (
        <Menu
          anchorEl={opened.anchor}
          open
          onClose={close}
          onClick={stop}
          slotProps={{ list: { 'aria-label': opener.label(opened.record) } }}
        >
          {rowActionItems(declaration, opened.record, context, translate).map(
            ({ key, label, to, icon: Icon, danger }) =>
              to ? (
                <MenuItem key={key} component={Link} to={to} onClick={close}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText>{label}</ListItemText>
                </MenuItem>
              ) : (
                <MenuItem
                  key={key}
                  onClick={() => {
                    close();
                    askDelete(opened.record);
                  }}
                  sx={
                    danger
                      ? { color: 'error.main', [`& .${muiClasses.listItemIcon}`]: { color: 'inherit' } }
                      : undefined
                  }
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText>{label}</ListItemText>
                </MenuItem>
              ),
          )}
        </Menu>
      )}
    </RowActionsOpenerContext.Provider>
  );
}
