import type { ComponentType } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { pathFor, routeNameFor } from '../pathFor';
import type { RowAction } from '../ListOptions';
import type { AnyResourceDeclaration } from '../ResourceDeclaration';

export type Row = Record<string, unknown> & { id: string };
export type Declared = RowAction<Record<string, unknown>>;
type Linked = Exclude<Declared, 'edit' | 'delete'>;
export type Item = { key: string; label: string; to?: string; icon: ComponentType; danger?: boolean };

/** What decides a row's actions besides the record: the list's parent, the other declarations, the routes that can be opened. */
export interface ActionContext {
  parentId: string | undefined;
  registry: readonly AnyResourceDeclaration[];
  available: (routeName: string) => boolean;
  /** In the demo organization (records the demo lock guards offer no delete). */
  demo?: boolean;
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
export function visibleActions(declaration: AnyResourceDeclaration, record: Row, context: ActionContext): Declared[] {
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
  const locked = !!context.demo && !!declaration.lockedInDemo?.(record);
  return declared.includes('delete') && declaration.delete !== false && !locked ? [...shown, 'delete'] : shown;
}

/** Menu items of the visible actions: label and path of each (paths from `pathFor`). Pure. */
export function rowActionItems(
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
