import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Where the modules given as code live: a folder of the project that holds no file, so that what
 * they import from installed packages resolves as in the console's build.
 */
export const APP_ROOT = posix.join(posix.dirname(fileURLToPath(import.meta.url)), 'inMemory');

interface BuildOptions {
  /** Module path (from APP_ROOT) → code: a module graph that exists only in this build (`node_modules/NAME/index.js` is package NAME's entry). */
  modules?: Record<string, string>;
  /** Entry modules: paths of `modules`, or files on disk. */
  input: string[];
  plugins?: Plugin[];
  groups?: { name: string; test: (id: string) => boolean }[];
  /** Imports resolved to nothing, left to the browser (a library's own dependencies, say). */
  external?: (source: string, importer: string | undefined) => boolean;
}

/** A production build of a few modules with the console's build plugins; each chunk's name → its module ids. */
export async function buildModules(options: BuildOptions): Promise<Map<string, string[]>> {
  const modules = new Map(
    Object.entries(options.modules ?? {}).map(([path, code]) => [posix.join(APP_ROOT, path), code]),
  );
  const inMemory: Plugin = {
    name: 'in-memory-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      const candidates =
        source.startsWith('.') && importer
          ? [posix.join(posix.dirname(importer), source)]
          : [
              source,
              posix.join(APP_ROOT, 'node_modules', source),
              posix.join(APP_ROOT, 'node_modules', source, 'index.js'),
            ];
      const id = candidates.find((candidate) => modules.has(candidate));
      if (id) return id;
      if (options.input.includes(source)) return null;
      if (options.external?.(source, importer)) return { id: source, external: true };
      return null;
    },
    load: (id) => modules.get(id) ?? null,
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: APP_ROOT,
    plugins: [inMemory, ...(options.plugins ?? [])],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: options.input.map((path) =>
          modules.has(posix.join(APP_ROOT, path)) ? posix.join(APP_ROOT, path) : path,
        ),
        output: { codeSplitting: { groups: options.groups ?? [] } },
      },
    },
  })) as Rolldown.RolldownOutput;
  return new Map(
    output.output
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.name, chunk.moduleIds] as const),
  );
}
