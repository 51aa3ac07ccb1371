import { matchPath } from 'react-router-dom';
import { routeNameFor, screensOf } from '../pathFor';
import type { AnyResourceDeclaration } from '../ResourceDeclaration';

/**
 * The header of a generated view (ResourceBreadcrumbs): the breadcrumb row, then the page's h1.
 * The signed-in start screen draws the same header where the view will (`startHeadingOf`), so the
 * h1 shows before the view's code arrives and does not move when the view replaces it.
 */
export const crumbRowSx = {
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  mt: 1,
  mb: 1,
} as const;
export const headingSx = { mb: 1 } as const;
export const headingVariant = 'h5';

/** What the start screen shows of a view's header: the h1's text and whether the row holds a create button. */
export interface StartHeading {
  heading: string;
  createButton: boolean;
}

/**
 * The header of the generic list or create view `pathname` opens (a top-level resource's, with no
 * replacement view and no disabled route), as ResourceBreadcrumbs will draw it; null for any other
 * screen (an edit form names its record, a nested list its parent: both need data). `translate`
 * is the i18n provider's; a resource without a catalog name gets none (react-admin would make one up).
 */
export function startHeadingOf(
  declarations: readonly AnyResourceDeclaration[],
  pathname: string,
  disabledRoutes: readonly string[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): StartHeading | null {
  for (const declaration of declarations) {
    if (declaration.parent) continue;
    const screens = screensOf(declaration);
    const match = screens.find(({ pattern }) => matchPath(pattern, pathname));
    if (!match) continue;
    const screen = match.screen === 'list' ? 'list' : match.screen === 'create' ? 'create' : null;
    if (!screen || disabledRoutes.includes(match.name) || declaration.views?.[screen]) return null;
    const label = (count: number) => translate(`resources.${declaration.name}.name`, { smart_count: count, _: '' });
    if (!label(1) || !label(2)) return null;
    if (screen === 'create')
      return { heading: translate('framework.page.create', { name: label(1) }), createButton: false };
    const create = screens.find((candidate) => candidate.screen === 'create');
    return {
      heading: label(2),
      createButton: !!create && !disabledRoutes.includes(routeNameFor(declaration, 'create')),
    };
  }
  return null;
}
