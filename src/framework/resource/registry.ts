import { shapeKeys } from '../../api/contract/endpoint';
import { compareCodePoints } from '../compareCodePoints';
import { isResourceView } from './pathFor';
import { checkRecordTabs } from './recordTabScreens';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** Checks one declaration's pages and the targets of its row actions against the others (throws on a mistake). */
function checkPagesAndActions(
  declaration: AnyResourceDeclaration,
  byName: ReadonlyMap<string, AnyResourceDeclaration>,
) {
  const pages = new Set<string>();
  for (const page of declaration.pages ?? []) {
    if (isResourceView(page.name) || pages.has(page.name))
      throw new Error(`Resource "${declaration.name}" declares page "${page.name}" twice or over a generic view`);
    pages.add(page.name);
  }
  for (const action of declaration.list?.actions ?? []) {
    if (typeof action === 'string') continue;
    if ('page' in action.to && !pages.has(action.to.page))
      throw new Error(`Row action "${action.name}" of "${declaration.name}" opens undeclared page "${action.to.page}"`);
    if ('list' in action.to && byName.get(action.to.list)?.parent !== declaration.name)
      throw new Error(
        `Row action "${action.name}" of "${declaration.name}" opens "${action.to.list}", not nested under it`,
      );
  }
}

/**
 * Checks that a declaration's own list filters and its import's unique fields are filters of its
 * list call in the contract (throws on a mistake).
 */
function checkListFilters(declaration: AnyResourceDeclaration) {
  const filters = [
    ...(declaration.list?.filters ?? []).map((filter) => ({ source: filter.source, what: 'List filter' })),
    // The import's lookup of values already taken filters the list by each unique field.
    ...(declaration.import?.unique?.fields ?? []).map((source: string) => ({ source, what: 'Unique import field' })),
  ];
  if (filters.length === 0) return;
  const { query: schema } = declaration.endpoints.list;
  const query = new Set(schema ? shapeKeys(schema) : []);
  for (const filter of filters)
    if (!query.has(filter.source))
      throw new Error(
        `${filter.what} "${filter.source}" of "${declaration.name}" is not a filter of ${declaration.endpoints.list.name}`,
      );
}

/**
 * Checks a set of declarations: unique names and route bases, parents declared, pages named once,
 * row actions and record tabs leading to declared pages and nested resources, list filters the
 * contract's list call has (throws on a mistake).
 */
export function checkDeclarations(declarations: readonly AnyResourceDeclaration[]): AnyResourceDeclaration[] {
  const names = new Set<string>();
  const paths = new Set<string>();
  for (const declaration of declarations) {
    if (names.has(declaration.name)) throw new Error(`Resource "${declaration.name}" is declared twice`);
    if (paths.has(declaration.path)) throw new Error(`Route base "${declaration.path}" is used by two resources`);
    names.add(declaration.name);
    paths.add(declaration.path);
  }
  for (const declaration of declarations) {
    if (declaration.parent && !names.has(declaration.parent))
      throw new Error(`Resource "${declaration.name}" is nested under undeclared "${declaration.parent}"`);
    if (declaration.parent && !declaration.path.includes(':parentId'))
      throw new Error(`Nested resource "${declaration.name}" needs ":parentId" in its path`);
  }
  const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));
  for (const declaration of declarations) {
    checkPagesAndActions(declaration, byName);
    checkListFilters(declaration);
    checkRecordTabs(declaration, (name) => byName.get(name));
  }
  return [...declarations];
}

/** Declarations from modules' default exports, sorted by name (identifiers: by code point) for a stable order. */
export function declarationsFromModules(modules: Record<string, unknown>): AnyResourceDeclaration[] {
  const found: AnyResourceDeclaration[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const declaration = (module as { default?: AnyResourceDeclaration }).default;
    if (!declaration || typeof declaration !== 'object' || !('name' in declaration) || !('fields' in declaration))
      throw new Error(`${file} must "export default defineResource({…})"`);
    found.push(declaration);
  }
  return checkDeclarations(found.sort((a, b) => compareCodePoints(a.name, b.name)));
}
