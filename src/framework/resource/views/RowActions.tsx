import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { pathFor } from '../pathFor';
import type { AnyResourceDeclaration, RowAction } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useAskDelete } from './RowDelete';

type Row = Record<string, unknown> & { id: string };
type Declared = RowAction<Record<string, unknown>>;
type Item = { key: string; label: string; to?: string; icon: ComponentType; danger?: boolean };

/** The row's available actions in declared order, delete always last (SPEC: "delete last"). Pure. */
function itemsOf(
  declaration: AnyResourceDeclaration,
  record: Row,
  parentId: string | undefined,
  translate: (key: string, options?: object) => string,
): Item[] {
  const declared = (declaration.list?.actions ?? ['edit', 'delete']) as readonly Declared[];
  const items: Item[] = [];
  for (const action of declared) {
    if (action === 'delete') continue;
    if (action === 'edit') {
      if (declaration.edit === false || declaration.list?.editable?.(record) === false) continue;
      items.push({
        key: 'edit',
        label: translate('ra.action.edit'),
        to: pathFor(declaration, 'update', { ...(parentId ? { parentId } : {}), id: record.id }),
        icon: EditIcon,
      });
      continue;
    }
    if (action.when && !action.when(record)) continue;
    items.push({
      key: action.name,
      label: translate(`resources.${declaration.name}.actions.${action.name}`, { _: action.name }),
      to: action.to(record),
      icon: action.icon ?? LinkIcon,
    });
  }
  if (declared.includes('delete') && declaration.delete !== false)
    items.push({ key: 'delete', label: translate('ra.action.delete'), icon: DeleteIcon, danger: true });
  return items;
}

/** Whether a row has any action (its menu button is shown only then). Pure. */
function hasItems(declaration: AnyResourceDeclaration, record: Row): boolean {
  const declared = (declaration.list?.actions ?? ['edit', 'delete']) as readonly Declared[];
  return declared.some((action) =>
    action === 'delete'
      ? declaration.delete !== false
      : action === 'edit'
        ? declaration.edit !== false && declaration.list?.editable?.(record) !== false
        : !action.when || action.when(record),
  );
}

interface Opener {
  open: (anchor: HTMLElement, record: Row) => void;
  label: (record: Row) => string;
}

const OpenerContext = createContext<Opener | null>(null);

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
  const { declaration, parentId } = useResourceScope();
  const represent = useGetRecordRepresentation(declaration.name);
  const [opened, setOpened] = useState<{ anchor: HTMLElement; record: Row } | null>(null);
  const opener = useMemo<Opener>(
    () => ({
      open: (anchor, record) => setOpened({ anchor, record }),
      label: (record) => ft('row.actionsFor', { name: String(represent(record) ?? record.id) }),
    }),
    [ft, represent],
  );
  const close = useCallback(() => setOpened(null), []);
  return (
    <OpenerContext.Provider value={opener}>
      {children}
      {opened && (
        <Menu
          anchorEl={opened.anchor}
          open
          onClose={close}
          onClick={stop}
          slotProps={{ list: { 'aria-label': opener.label(opened.record) } }}
        >
          {itemsOf(declaration, opened.record, parentId, translate).map(({ key, label, to, icon: Icon, danger }) =>
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
                sx={danger ? { color: 'error.main', '& .MuiListItemIcon-root': { color: 'inherit' } } : undefined}
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
    </OpenerContext.Provider>
  );
}

/** The "more" glyph as a plain SVG (no SvgIcon component per row). */
const moreIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2"
    />
  </svg>
);

/** A row's actions: one native, labelled ("Actions for <record>") menu button styled by the table (listBodySx). */
export function RowActions() {
  const record = useRecordContext<Row>();
  const opener = useContext(OpenerContext);
  const { declaration } = useResourceScope();
  if (!record || !opener || !hasItems(declaration, record)) return null;
  const label = opener.label(record);
  return (
    <button
      type="button"
      className="fw-row-actions"
      aria-haspopup="menu"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        opener.open(event.currentTarget, record);
      }}
    >
      {moreIcon}
    </button>
  );
}
