import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetRecordRepresentation, useTranslate } from 'react-admin';
import { muiClasses } from '../../internals/muiClasses';
import { usePopoverAnchor } from '../../layout/usePopoverAnchor';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { rowActionItems, type Row } from './rowActionItems';
import { RowActionsOpenerContext, type RowActionsOpener } from './RowActionsOpener';
import { useAskDelete } from './RowDelete';
import { useRowActionContext } from './useRowActionContext';

const stop = (event: React.SyntheticEvent) => event.stopPropagation();

/**
 * The row's menu button drawn now: the one that opened the menu, or, once the table and the cards
 * have traded places, the other layout's (`RowActions` names each by resource and record).
 */
const buttonOf = (resource: string, { anchor, record }: { anchor: HTMLElement; record: Row }) =>
  anchor.isConnected
    ? anchor
    : (document.querySelector<HTMLElement>(`[data-row-actions="${CSS.escape(`${resource}:${String(record.id)}`)}"]`) ??
      anchor);

/**
 * One actions menu for every row of a list (a page shows up to 100 rows): rows only render a
 * labelled menu button; the menu (links, then delete, which asks for confirmation) is rendered
 * when a row opens it, and closes back onto that row's button. Mounted above the table and the
 * cards (ListTable): when they trade places (the window crossed `phoneWidth`), the menu stays,
 * placed against the row's button drawn now, which gets the focus back.
 */
export function RowActionsProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const askDelete = useAskDelete();
  const { declaration } = useResourceScope();
  const context = useRowActionContext();
  const represent = useGetRecordRepresentation(declaration.name);
  const [opened, setOpened] = useState<{ anchor: HTMLElement; record: Row } | null>(null);
  // The last row opened, kept after closing: the focus goes back to its button.
  const last = useRef(opened);
  const name = declaration.name;
  const placement = usePopoverAnchor(
    useCallback(() => last.current && buttonOf(name, last.current), [name]),
    opened !== null,
  );
  const opener = useMemo<RowActionsOpener>(
    () => ({
      open: (anchor, record) => {
        last.current = { anchor, record };
        setOpened(last.current);
      },
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
          {...placement}
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
