// Reason: with rolldown's own splitting a deep link loaded ~115 files; by page it loads a few.
import type { Plugin, Rolldown } from 'vite';
import { ModuleGraph, type GraphModule } from './moduleGraph.ts';
import { moduleLinks } from './moduleLinks.ts';

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
 * "Runs" is decided before tree-shaking, from the module graph (build/moduleGraph.ts), each module
 * read from the bundler's own parse of its code (build/moduleLinks.ts): following
 * every import would reach all of react-admin through its index files (`export * from …`), so an
 * import from such an index follows only the names imported, to the module that defines each.
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
      const graph = await readGraph(this);
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

/**
 * Every module's imports and exports, from the bundler's parse of its code, each specifier resolved
 * (in parallel: one resolution at a time took ~20 s).
 */
async function readGraph(context: Rolldown.PluginContext): Promise<ModuleGraph> {
  const modules = new Map<string, GraphModule>();
  await Promise.all(
    [...context.getModuleIds()].map(async (id) => {
      const info = context.getModuleInfo(id);
      const links = moduleLinks(context.parse(info?.code ?? ''));
      const specifiers = [...new Set([...links.imports, ...links.reexports].map(({ specifier }) => specifier))];
      const resolved = await Promise.all(specifiers.map((specifier) => context.resolve(specifier, id)));
      const targets = new Map<string, string>();
      specifiers.forEach((specifier, i) => {
        const target = resolved[i]?.id;
        if (target) targets.set(specifier, target);
      });
      modules.set(id, { links, targets, importedIds: info?.importedIds ?? [], exports: info?.exports ?? [] });
    }),
  );
  return new ModuleGraph(modules);
}
