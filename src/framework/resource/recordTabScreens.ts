import type { Identifier } from 'react-admin';
import { pathFor, routeNameFor, type ResourceScreen } from './pathFor';
import type { AnyResourceDeclaration, RecordTab } from './ResourceDeclaration';

/**
 * The screen a record page's tab shows: the declaration serving it, the screen, and the route
 * parameter holding the record's id (`:id` for its own edit form and pages, `:parentId` for a
 * nested resource's list).
 */
export interface TabScreen {
  resource: AnyResourceDeclaration;
  screen: ResourceScreen;
  param: 'id' | 'parentId';
}

type Find = (name: string) => AnyResourceDeclaration | undefined;

/** The screen of `tab` of `owner`'s record page; null when it names a resource not declared. */
export function tabScreen(owner: AnyResourceDeclaration, tab: RecordTab<unknown>, find: Find): TabScreen | null {
  if (tab.to === 'edit') return { resource: owner, screen: 'update', param: 'id' };
  if ('page' in tab.to) return { resource: owner, screen: tab.to.page, param: 'id' };
  const child = find(tab.to.list);
  return child ? { resource: child, screen: 'list', param: 'parentId' } : null;
}

/** Path of a tab for the record `id`, e.g. `/user/profile/7` (the screen's own spec path). */
export function tabPath(screen: TabScreen, id: Identifier): string {
  return pathFor(screen.resource, screen.screen, { [screen.param]: id });
}

/** Route name of a tab's screen (to hide tabs whose route is disabled by configuration). */
export function tabRouteName(screen: TabScreen): string {
  return routeNameFor(screen.resource, screen.screen);
}

/** Where a screen sits on a record page: the page's declaration, the tab's name, the id's route parameter. */
export interface FramedScreen {
  owner: AnyResourceDeclaration;
  tab: string;
  param: 'id' | 'parentId';
}

/** The record page tab showing `screen` of `declaration`, or null when the screen stands alone. */
export function framedScreenOf(
  declarations: readonly AnyResourceDeclaration[],
  declaration: AnyResourceDeclaration,
  screen: ResourceScreen,
): FramedScreen | null {
  const find: Find = (name) => declarations.find((candidate) => candidate.name === name);
  for (const owner of declarations)
    for (const tab of owner.record?.tabs ?? []) {
      const shown = tabScreen(owner, tab, find);
      if (shown && shown.resource === declaration && shown.screen === screen)
        return { owner, tab: tab.name, param: shown.param };
    }
  return null;
}

/**
 * Checks a declaration's record tabs (throws on a mistake): a top-level resource, unique names,
 * an edit form that exists, declared pages, nested resources under the record, no screen in two tabs.
 */
export function checkRecordTabs(owner: AnyResourceDeclaration, find: Find): void {
  if (owner.record && owner.parent)
    throw new Error(`Nested resource "${owner.name}" cannot have a record page (its tabs' paths hold one id)`);
  const names = new Set<string>();
  const screens = new Set<string>();
  for (const tab of owner.record?.tabs ?? []) {
    const fail = (problem: string) => {
      throw new Error(`Record tab "${tab.name}" of "${owner.name}" ${problem}`);
    };
    if (names.has(tab.name)) fail('is declared twice');
    names.add(tab.name);
    if (tab.to === 'edit' && owner.edit === false) fail('shows an edit form the resource does not have');
    if (typeof tab.to === 'object' && 'page' in tab.to) {
      const page = tab.to.page;
      if (!owner.pages?.some((candidate) => candidate.name === page)) fail(`shows undeclared page "${page}"`);
    }
    if (typeof tab.to === 'object' && 'list' in tab.to && find(tab.to.list)?.parent !== owner.name)
      fail(`shows "${tab.to.list}", not nested under it`);
    const shown = tabScreen(owner, tab, find);
    const key = shown ? `${shown.resource.name}:${shown.screen}` : tab.name;
    if (screens.has(key)) fail('shows a screen another tab shows');
    screens.add(key);
  }
}
