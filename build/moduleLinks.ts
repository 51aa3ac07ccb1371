// Reason: pageChunks must know which names a module imports and re-exports, read from the bundler's own parse.
import { Visitor, type ESTree } from 'vite';

/** An import statement: the names it imports from its specifier. */
export interface ModuleImport {
  specifier: string;
  /** The names imported (`default` for a default import), `*` for a namespace, [] for a side-effect import. */
  names: ImportedNames;
  /** Local name → the name imported (`*` for a namespace). */
  bindings: Map<string, string>;
  /** The code only exports its bindings again (`import X from './X.js'; export { X };`). */
  passedOn: boolean;
}
export type ImportedNames = readonly string[] | '*';

/** A re-export (`export … from`): `*` for `export * from`, else each name as exported here and there. */
export interface ModuleReexport {
  specifier: string;
  names: '*' | readonly { exported: string; imported: string }[];
}

/** What a module imports and exports, read from its syntax tree (the bundler's parse of its code). */
export interface ModuleLinks {
  imports: readonly ModuleImport[];
  reexports: readonly ModuleReexport[];
  /** Each name the module exports from its own bindings (`export { a as b }`, `export const b`) → that binding. */
  exportedBindings: ReadonlyMap<string, string>;
  /** The module only imports and exports (an index file): it has no code of its own to run. */
  isIndex: boolean;
}

const nameOf = (name: ESTree.ModuleExportName): string => (name.type === 'Literal' ? name.value : name.name);

/** The names a binding pattern binds (`a`, `{ b, c: [d] }`, `...e`). */
function boundNames(
  pattern: ESTree.BindingPattern | ESTree.BindingRestElement | ESTree.AssignmentTargetPattern | null,
): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'AssignmentPattern':
      return boundNames(pattern.left as ESTree.BindingPattern);
    case 'RestElement':
      return boundNames(pattern.argument as ESTree.BindingPattern);
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => boundNames(element as ESTree.BindingPattern | null));
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        boundNames((property.type === 'RestElement' ? property : property.value) as ESTree.BindingPattern),
      );
    default:
      return [];
  }
}

/** The names a declaration (`export const a = 1, { b } = c`, `export function f`) binds. */
function declaredNames(declaration: ESTree.Declaration): string[] {
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap(({ id }) => boundNames(id));
  return 'id' in declaration && declaration.id?.type === 'Identifier' ? [declaration.id.name] : [];
}

/** How many times the code outside its import and export statements names each of `names`. */
function referencesOutsideLinks(program: ESTree.Program, names: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (name: string) => {
    if (names.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  };
  const code = program.body.filter((statement) => !isLink(statement));
  new Visitor({
    Identifier: (node) => count(node.name),
    JSXIdentifier: (node) => count(node.name),
  }).visit({ ...program, body: code });
  return counts;
}

/** An import, a re-export or an export list: a statement that runs no code of the module's own. */
function isLink(statement: ESTree.Program['body'][number]): boolean {
  return (
    statement.type === 'ImportDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && statement.declaration === null)
  );
}

export function moduleLinks(program: ESTree.Program): ModuleLinks {
  const imports: Omit<ModuleImport, 'passedOn'>[] = [];
  const reexports: ModuleReexport[] = [];
  const exportedBindings = new Map<string, string>();
  /** Local bindings named in `export { … }` lists (no `from`). */
  const listed = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const bindings = new Map<string, string>();
      for (const specifier of statement.specifiers)
        bindings.set(
          specifier.local.name,
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : nameOf(specifier.imported),
        );
      const names = [...bindings.values()];
      imports.push({ specifier: statement.source.value, names: names.includes('*') ? '*' : names, bindings });
    } else if (statement.type === 'ExportAllDeclaration') {
      reexports.push({
        specifier: statement.source.value,
        names: statement.exported ? [{ imported: '*', exported: nameOf(statement.exported) }] : '*',
      });
    } else if (statement.type === 'ExportNamedDeclaration') {
      const specifiers = statement.specifiers.filter((specifier) => specifier.exportKind !== 'type');
      if (statement.source)
        reexports.push({
          specifier: statement.source.value,
          names: specifiers.map((specifier) => ({
            imported: nameOf(specifier.local),
            exported: nameOf(specifier.exported),
          })),
        });
      else
        for (const specifier of specifiers) {
          exportedBindings.set(nameOf(specifier.exported), nameOf(specifier.local));
          listed.add(nameOf(specifier.local));
        }
      for (const name of statement.declaration ? declaredNames(statement.declaration) : [])
        exportedBindings.set(name, name);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exportedBindings.set('default', 'default');
    }
  }
  // An import is only passed on when each of its bindings is exported and named nowhere else.
  const candidates = imports.filter(
    ({ bindings }) => bindings.size > 0 && [...bindings.keys()].every((local) => listed.has(local)),
  );
  const used = candidates.length
    ? referencesOutsideLinks(program, new Set(candidates.flatMap(({ bindings }) => [...bindings.keys()])))
    : new Map<string, number>();
  return {
    imports: imports.map((entry) => ({
      ...entry,
      passedOn: candidates.includes(entry) && [...entry.bindings.keys()].every((local) => !used.has(local)),
    })),
    reexports,
    exportedBindings,
    isIndex: program.body.every(isLink),
  };
}
