import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { pathFor, routeNameFor } from '../pathFor';
import { useRegistry } from '../RegistryContext';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import type { AnyResourceDeclaration, RowAction } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useAskDelete } from './RowDelete';
import { muiClasses } from '../../internals/muiClasses';

type Row = Record<string, unknown> & { id: string };
type Declared = RowAction<Record<string, unknown>>;
type Linked = Exclude<Declared, 'edit' | 'delete'>;
type Item = { key: string; label: string; to?: string; icon: ComponentType; danger?: boolean };

/** What decides a row's actions besides the record: the list's parent, the other declarations, the routes that can be opened. */
interface ActionContext {
  parentId: string | undefined;
  registry: readonly AnyResourceDeclaration[];
  available: (routeName: string) => boolean;
}

/** The resource and screen a linked action opens, and the ids its path takes from the row. */
function targetOf(declaration: AnyResourceDeclaration, action: Linked, record: Row, context: ActionContext) {
  if ('page' in action.to)
    return { resource: declaration, screen: action.to.page, ids: { id: record.id, parentId: context.parentId } };
  const nestedName = action.to.list;
  const nested = context.registry.find((candidate) => candidate.name === nestedName);
  if (!nested) throw new Error(`Row action "${action.name}" of "${declaration.name}" opens undeclared "${nestedName}"`);
  return { resource: nested, screen: 'list', ids: { parentId: record.id } };
}

/**
 * The row's actions in declared order, delete always last (SPEC: "delete last"), without those the
 * record's state excludes (`when`, `editable`) or whose route is disabled (SPEC §2 `disabledRoutes`). Pure.
 */
function visibleActions(declaration: AnyResourceDeclaration, record: Row, context: ActionContext): Declared[] {
  const declared = (declaration.list?.actions ?? ['edit', 'delete']) as readonly Declared[];
  const shown = declared.filter((action) => {
    if (action === 'delete') return false;
    if (action === 'edit')
      return (
        declaration.edit !== false &&
        declaration.list?.editable?.(record) !== false &&
        context.available(routeNameFor(declaration, 'update'))
      );
    if (action.when && !action.when(record)) return false;
    const { resource, screen } = targetOf(declaration, action, record, context);
    return context.available(routeNameFor(resource, screen));
  });
  return declared.includes('delete') && declaration.delete !== false ? [...shown, 'delete'] : shown;
}

/** Menu items of the visible actions: label and path of each (paths from `pathFor`). Pure. */
function itemsOf(
  declaration: AnyResourceDeclaration,
  record: Row,
  context: ActionContext,
  translate: (key: string, options?: object) => string,
): Item[] {
  return visibleActions(declaration, record, context).map((action): Item => {
    if (action === 'delete')
      return { key: 'delete', label: translate('ra.action.delete'), icon: DeleteIcon, danger: true };
    if (action === 'edit')
      return {
        key: 'edit',
        label: translate('ra.action.edit'),
        to: pathFor(declaration, 'update', {
          ...(context.parentId ? { parentId: context.parentId } : {}),
          id: record.id,
        }),
        icon: EditIcon,
      };
    const { resource, screen, ids } = targetOf(declaration, action, record, context);
    return {
      key: action.name,
      label: translate(`resources.${declaration.name}.actions.${action.name}`, { _: action.name }),
      to: pathFor(resource, screen, ids),
      icon: action.icon ?? LinkIcon,
    };
  });
}

/** The actions' context of the current list. */
function useActionContext(): ActionContext {
  const { parentId } = useResourceScope();
  const registry = useRegistry();
  const available = useRouteAvailable();
  return useMemo(() => ({ parentId, registry: registry ?? [], available }), [parentId, registry, available]);
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
  const { declaration } = useResourceScope();
  const context = useActionContext();
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
          {itemsOf(declaration, opened.record, context, translate).map(({ key, label, to, icon: Icon, danger }) =>
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
                  danger ? { color: 'error.main', [`& .${muiClasses.listItemIcon}`]: { color: 'inherit' } } : undefined
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
  const context = useActionContext();
  if (!record || !opener || visibleActions(declaration, record, context).length === 0) return null;
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
