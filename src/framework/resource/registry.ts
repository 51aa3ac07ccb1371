import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** Checks a set of declarations: unique names and route bases, parents declared (throws on a mistake). */
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
  return [...declarations];
}

/** Declarations from modules' default exports, sorted by name for a stable order. */
export function declarationsFromModules(modules: Record<string, unknown>): AnyResourceDeclaration[] {
  const found: AnyResourceDeclaration[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const declaration = (module as { default?: AnyResourceDeclaration }).default;
    if (!declaration || typeof declaration !== 'object' || !('name' in declaration) || !('fields' in declaration))
      throw new Error(`${file} must "export default defineResource({…})"`);
    found.push(declaration);
  }
  return checkDeclarations(found.sort((a, b) => a.name.localeCompare(b.name)));
}
