import type { Plugin, Rolldown } from 'vite';

/**
 * Chunks by page for the signed-in console (a Vite build plugin and its `codeSplitting` groups).
 *
 * Every lazy component is a dynamic entry, and rolldown puts what entries share in one chunk per
 * set of entries: with ~40 of them, a deep link to /user loaded ~115 files, and on a phone's
 * connection each costs a round trip (Lighthouse's mobile run fetches 6 at a time). Here a module
 * goes with the pages whose first screen runs it. Every signed-in page runs two layers first, each in
 * a chunk of its own: `start` (the declarations and the data layer, which the start screen needs
 * before the shell) and `shell` (the admin shell). The rest goes in one chunk per set of pages
 * (list, forms, record frame, dashboard) sharing it. A page loads nothing that only another page
 * needs; what a page loads later (dialogs, row and bulk actions, charts, my-area pages) stays with
 * rolldown's own splitting.
 *
 * "Runs" is decided before tree-shaking, from the module graph: following every import would reach
 * all of react-admin through its index files (`export * from …`), so an import from such an index
 * follows only the names imported, to the module that defines each.
 */
export interface PageChunks {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean }[];
}

/** Each layer's and page's root modules, as paths from the project's root. */
export type PageRoots = { start: readonly string[]; shell: readonly string[] } & Record<string, readonly string[]>;

export function pageChunks(roots: PageRoots): PageChunks {
  const layers = ['start', 'shell'];
  const pages = Object.keys(roots).filter((name) => !layers.includes(name));
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    async buildEnd() {
      const graph = await ModuleGraph.read(this);
      const ids = [...this.getModuleIds()];
      const closureOf = (paths: readonly string[]) =>
        graph.closure(ids.filter((id) => paths.some((path) => id.replaceAll('\\', '/').endsWith(`/${path}`))));
      const entry = graph.closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const layerClosures = layers.map((layer) => [layer, closureOf(roots[layer]!)] as const);
      const why = process.env.PAGE_CHUNKS_WHY;
      if (why) explain(why, graph, ids, roots);
      const pageClosures = pages.map((page) => [page, closureOf(roots[page]!)] as const);
      chunkOf.clear();
      for (const id of ids) {
        // The first screen's modules stay in the entry (the `index` group).
        if (entry.has(id)) continue;
        const layer = layerClosures.find(([, modules]) => modules.has(id))?.[0];
        const sharing = pageClosures.filter(([, modules]) => modules.has(id)).map(([page]) => page);
        const chunk = layer ?? sharing.join('_');
        if (chunk) chunkOf.set(id, chunk);
      }
    },
  };
  // Broadest sets first: a group takes along the dependencies of its modules, which the pages of
  // the group share at least as widely.
  const sets: string[][] = [];
  for (let mask = (1 << pages.length) - 1; mask > 0; mask--) sets.push(pages.filter((_, bit) => mask & (1 << bit)));
  sets.sort((a, b) => b.length - a.length);
  const groups = [...layers.map((layer) => [layer]), ...sets].map((set) => {
    const name = set.join('_');
    return { name: `page-${name}`, test: (id: string) => chunkOf.get(id) === name };
  });
  return { plugin, groups };
}

/**
 * `PAGE_CHUNKS_WHY=<part of a module's path> vite build` prints, for each layer and page whose first
 * screen runs a matching module, the chain of imports from the page's root to it.
 */
function explain(pattern: string, graph: ModuleGraph, ids: string[], roots: PageRoots) {
  const short = (id: string) =>
    id
      .replaceAll('\\', '/')
      .replace(/^.*\/node_modules\//, '')
      .replace(process.cwd() + '/', '');
  for (const [name, paths] of Object.entries(roots)) {
    const via = new Map<string, string>();
    const runs = graph.closure(
      ids.filter((id) => paths.some((path) => id.replaceAll('\\', '/').endsWith(`/${path}`))),
      via,
    );
    for (const id of [...runs].filter((candidate) => candidate.includes(pattern)).slice(0, 3)) {
      const chain = [id];
      for (let step = via.get(id); step !== undefined; step = via.get(step)) chain.push(step);
      console.log(`[page-chunks] ${name}: ${chain.reverse().map(short).join(' → ')}`);
    }
  }
}

type ImportedNames = string[] | '*';
interface Reference {
  specifier: string;
  /** The names imported (`default` for a default import), `*` for a namespace, [] for a side-effect import. */
  names: ImportedNames;
  /** Local name → the name imported (`*` for a namespace). */
  bindings: Map<string, string>;
}
interface Reexport {
  specifier: string;
  /** `*` for `export * from`, else each name as exported here and as the other module exports it. */
  names: '*' | { exported: string; imported: string }[];
}

const IMPORT =
  /(?:^|[\s;}])import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|(\*)\s*as\s+([\w$]+))?\s*(?:from\s*)?["']([^"']+)["']/g;
/** `export { a, b as c };` (no `from`): names this module exports from its own bindings. */
const EXPORT_LIST = /(?:^|[\s;}])export\s*\{([^}]*)\}(?!\s*from)/g;
const EXPORT_FROM = /(?:^|[\s;}])export\s*(?:(\*)(?:\s*as\s+([\w$]+))?|\{([^}]*)\})\s*from\s*["']([^"']+)["']/g;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const IDENTIFIER = /^[\w$]+$/;

/** `a, b as c, type d` → [a, a], [b, c]: each name as the other module exports it and as it is named here. */
const nameList = (list: string) =>
  list
    .replace(COMMENT, '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/),
    )
    .map(([imported = '', local = imported]) => ({ imported: imported.trim(), local: local.trim() }))
    .filter(({ imported, local }) => IDENTIFIER.test(imported) && IDENTIFIER.test(local));

/** The imports and re-exports of a module, as written in its (transformed) code. */
function references(source: string): { imports: Reference[]; reexports: Reexport[] } {
  // Doc comments hold examples of imports (`import { Admin } from 'react-admin'`).
  const code = source.replace(COMMENT, '');
  const imports: Reference[] = [];
  for (const [, defaultName, list, star, namespace, specifier] of code.matchAll(IMPORT)) {
    const bindings = new Map<string, string>();
    if (defaultName) bindings.set(defaultName, 'default');
    if (namespace) bindings.set(namespace, '*');
    for (const { imported, local } of list ? nameList(list) : []) bindings.set(local, imported);
    const names = [...bindings.values()];
    imports.push({ specifier: specifier!, names: star ? '*' : names, bindings });
  }
  const reexports = [...code.matchAll(EXPORT_FROM)].map(([, star, namespace, list, specifier]) => ({
    specifier: specifier!,
    names:
      star && !namespace
        ? ('*' as const)
        : namespace // `export * as testUI from './test-ui/index.js'`
          ? [{ imported: '*', exported: namespace }]
          : nameList(list!).map(({ imported, local }) => ({ imported, exported: local })),
  }));
  return { imports, reexports };
}

/** A module that only re-exports others (an index file): followed by name, never as a whole. */
function isIndexFile(code: string): boolean {
  return (
    code
      .replace(COMMENT, '')
      .replace(EXPORT_FROM, '')
      .replace(IMPORT, '')
      .replace(EXPORT_LIST, '')
      .replace(/[\s;]/g, '').length === 0
  );
}

interface ParsedModule {
  imports: Reference[];
  reexports: Reexport[];
  /** `export { a, b as c };` lists: exported name → local binding. */
  exportedBindings: Map<string, string>;
  /** Imports whose bindings the code only exports again (`import X from './X.js'; export { X };`). */
  passedOn: Set<Reference>;
  /** Each specifier of the code → the module it resolves to. */
  targets: Map<string, string>;
}

const NOTHING: ParsedModule = {
  imports: [],
  reexports: [],
  exportedBindings: new Map(),
  passedOn: new Set(),
  targets: new Map(),
};

/**
 * The modules a set of roots runs. A module's own code runs once anything is imported from it;
 * what it only passes on (`export * from`, `export { a } from`, an import it only exports again)
 * is followed for the names imported, so an index file brings only the modules that define them.
 */
class ModuleGraph {
  private readonly parsed = new Map<string, ParsedModule>();
  private readonly definers = new Map<string, [string, string] | undefined>();

  private constructor(private readonly context: Rolldown.PluginContext) {}

  /** Every module's imports, parsed and resolved (in parallel: one resolution at a time took ~20 s). */
  static async read(context: Rolldown.PluginContext): Promise<ModuleGraph> {
    const graph = new ModuleGraph(context);
    await Promise.all(
      [...context.getModuleIds()].map(async (id) => {
        const source = context.getModuleInfo(id)?.code ?? '';
        const { imports, reexports } = references(source);
        const code = source.replace(COMMENT, '');
        const exportedBindings = new Map<string, string>();
        for (const [, list] of code.matchAll(EXPORT_LIST))
          for (const { imported, local } of nameList(list!)) exportedBindings.set(local, imported);
        const exportedLocals = new Set(exportedBindings.values());
        // A binding named twice in the code (its import and the export list) is only passed on.
        const uses = (name: string) =>
          code.match(new RegExp(`(?<![\\w$./])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))?.length ?? 0;
        const passedOn = new Set(
          imports.filter(
            ({ bindings }) =>
              bindings.size > 0 &&
              [...bindings.keys()].every((local) => exportedLocals.has(local) && uses(local) === 2),
          ),
        );
        const specifiers = [...new Set([...imports, ...reexports].map(({ specifier }) => specifier))];
        const resolved = await Promise.all(specifiers.map((specifier) => context.resolve(specifier, id)));
        const targets = new Map<string, string>();
        specifiers.forEach((specifier, i) => {
          const target = resolved[i]?.id;
          if (target) targets.set(specifier, target);
        });
        graph.parsed.set(id, { imports, reexports, exportedBindings, passedOn, targets });
      }),
    );
    return graph;
  }

  private module(id: string): ParsedModule {
    return this.parsed.get(id) ?? NOTHING;
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
    const { imports, reexports, exportedBindings, targets } = this.module(id);
    for (const { specifier, names } of reexports) {
      const named = names === '*' ? undefined : names.find(({ exported }) => exported === name);
      const target = targets.get(specifier);
      if (named) return target ? [target, named.imported] : undefined;
    }
    const local = exportedBindings.get(name);
    const from = local === undefined ? undefined : imports.find(({ bindings }) => bindings.has(local));
    if (from) {
      const target = targets.get(from.specifier);
      return target ? [target, from.bindings.get(local!)!] : undefined;
    }
    if (local !== undefined || this.context.getModuleInfo(id)?.exports.includes(name)) {
      // Declared here, unless only through `export *`.
      const starred = reexports.some(({ names }) => names === '*');
      if (!starred || local !== undefined) return [id, name];
    }
    for (const { specifier, names } of reexports) {
      const target = names === '*' ? targets.get(specifier) : undefined;
      const found = target && this.definer(target, name, seen);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The modules `roots` run. `via`, when given, gets for each module the one whose import first
   * brought it (the chain back to a root tells why a module is on a page).
   */
  closure(roots: string[], via?: Map<string, string>): Set<string> {
    const runs = new Set<string>();
    const whole = new Set<string>();
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
    roots.forEach((root) => whole.add(root));
    const done = new Set<string>();
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const key = whole.has(id) ? `*${id}` : id;
      if (done.has(key)) continue;
      done.add(key);
      runs.add(id);
      from = id;
      const { imports, reexports, passedOn, targets } = this.module(id);
      for (const reference of imports) {
        const target = targets.get(reference.specifier);
        if (target && (whole.has(id) || !passedOn.has(reference))) take(target, reference.names);
      }
      if (whole.has(id))
        for (const { specifier, names } of reexports) {
          const target = targets.get(specifier);
          if (target) take(target, names === '*' ? names : names.map(({ imported }) => imported));
        }
      // What the code does not show as an import statement (CommonJS `require`, helpers a plugin
      // adds): taken whole.
      const reached = new Set(targets.values());
      for (const imported of this.context.getModuleInfo(id)?.importedIds ?? [])
        if (!reached.has(imported)) take(imported, '*');
    }
    // A module is listed when its own code runs; an index file has none.
    return new Set([...runs].filter((id) => !isIndexFile(this.context.getModuleInfo(id)?.code ?? '')));
  }
}
