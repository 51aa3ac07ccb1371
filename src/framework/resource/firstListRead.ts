import type { GetListParams } from 'react-admin';
import { raDefaultSort } from '../internals/raDefaultSort';
import { routePatternFor } from './pathFor';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * The first page a signed-in deep link to `pathname` lists (pure), as react-admin's list
 * controller will ask for it: the resource and its read's params. Only for a plain link to a
 * top-level list with server paging — no query string, nothing stored for the list (its search,
 * sort or page) — where the params are the declaration's defaults; otherwise null (the list then
 * reads as it mounts).
 */
export function firstListRead(
  declarations: readonly AnyResourceDeclaration[],
  location: { pathname: string; search: string },
  stored: (key: string) => unknown,
): { resource: string; params: GetListParams } | null {
  if (location.search && location.search !== '?') return null;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const declaration = declarations.find(
    (candidate) => !candidate.parent && routePatternFor(candidate, 'list') === path,
  );
  if (!declaration || declaration.list?.paging === 'client') return null;
  // The list's state kept from an earlier visit (react-admin's store key of ResourceList's list).
  if (stored(`${declaration.name}.list`) != null) return null;
  const options = declaration.list ?? {};
  return {
    resource: declaration.name,
    params: {
      pagination: { page: 1, perPage: options.perPage ?? 25 },
      sort: options.sort ? { field: options.sort.field, order: options.sort.order } : { ...raDefaultSort },
      filter: {},
    },
  };
}
