// Reason: pageChunks puts a module with the pages whose first screen runs it, decided on this graph before tree-shaking.
import type { ImportedNames, ModuleLinks } from './moduleLinks.ts';

/** A module of the graph: its links, where each of their specifiers resolves, and what the bundler adds. */
export interface GraphModule {
  links: ModuleLinks;
  /** Each specifier of the links → the module it resolves to. */
  targets: ReadonlyMap<string, string>;
  /** Every module the bundler found it imports, also those no import statement shows (CommonJS `require`). */
  importedIds: readonly string[];
  /** The names the bundler found it exports. */
  exports: readonly string[];
}

const NOTHING: GraphModule = {
  links: { imports: [], reexports: [], exportedBindings: new Map(), isIndex: false },
  targets: new Map(),
  importedIds: [],
  exports: [],
};

/**
 * The modules a set of roots runs, decided before tree-shaking. A module's own code runs once
 * anything is imported from it; what it only passes on (`export * from`, `export { a } from`, an
 * import it only exports again) is followed for the names imported, so an index file brings only
 * the modules that define them.
 */
export class ModuleGraph {
  private readonly definers = new Map<string, [string, string] | undefined>();

  constructor(private readonly modules: ReadonlyMap<string, GraphModule>) {}

  private module(id: string): GraphModule {
    return this.modules.get(id) ?? NOTHING;
  }

  /** The module that defines what `id` exports as `name`, and its name there (`id` itself when local). */
  private definer(id: string, name: string, seen = new Set<string>()): [string, string] | undefined {
    const key = `${id}\0${name}`;
    if (this.definers.has(key)) return this.definers.get(key);
    if (seen.has(id)) return undefined;
    seen.add(id);
    const found = this.findDefiner(id, name, seen);
    this.definers.set(key, found);
    return found;
  }

  private findDefiner(id: string, name: string, seen: Set<string>): [string, string] | undefined {
    const { links, targets, exports } = this.module(id);
    for (const { specifier, names } of links.reexports) {
      const named = names === '*' ? undefined : names.find(({ exported }) => exported === name);
      const target = targets.get(specifier);
      if (named) return target ? [target, named.imported] : undefined;
    }
    const local = links.exportedBindings.get(name);
    const from = local === undefined ? undefined : links.imports.find(({ bindings }) => bindings.has(local));
    if (from) {
      const target = targets.get(from.specifier);
      return target ? [target, from.bindings.get(local!)!] : undefined;
    }
    const starred = links.reexports.filter(({ names }) => names === '*');
    // Declared here; the bundler's export list also holds what `export *` brings.
    if (local !== undefined || (starred.length === 0 && exports.includes(name))) return [id, name];
    for (const { specifier } of starred) {
      const target = targets.get(specifier);
      const found = target && this.definer(target, name, seen);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The modules `roots` run (an index file, which has no code of its own, is left out). `via`,
   * when given, gets for each module the one whose import first brought it (the chain back to a
   * root tells why a module is on a page).
   */
  closure(roots: readonly string[], via?: Map<string, string>): Set<string> {
    const runs = new Set<string>();
    const whole = new Set<string>(roots);
    const queue = [...roots];
    let from: string | undefined;
    const take = (target: string, names: ImportedNames) => {
      if (via && from !== undefined && !via.has(target) && !roots.includes(target)) via.set(target, from);
      queue.push(target);
      if (names === '*' || names.includes('*')) {
        whole.add(target);
        return;
      }
      for (const name of names) {
        const found = this.definer(target, name);
        if (found && found[0] !== target && !runs.has(found[0])) take(found[0], [found[1]]);
      }
    };
    const done = new Set<string>();
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const key = whole.has(id) ? `*${id}` : id;
      if (done.has(key)) continue;
      done.add(key);
      runs.add(id);
      from = id;
      const { links, targets, importedIds } = this.module(id);
      for (const reference of links.imports) {
        const target = targets.get(reference.specifier);
        if (target && (whole.has(id) || !reference.passedOn)) take(target, reference.names);
      }
      if (whole.has(id))
        for (const { specifier, names } of links.reexports) {
          const target = targets.get(specifier);
          if (target) take(target, names === '*' ? names : names.map(({ imported }) => imported));
        }
      // What the code does not show as an import statement (CommonJS `require`, helpers a plugin
      // adds): taken whole.
      const reached = new Set(targets.values());
      for (const imported of importedIds) if (!reached.has(imported)) take(imported, '*');
    }
    return new Set([...runs].filter((id) => !this.module(id).links.isIndex));
  }
}
