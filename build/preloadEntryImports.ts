// Reason: without it a slow connection waits a round trip more for the entry's own imports before any first screen.
import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in the page for the files the entry imports statically (rolldown's
 * runtime helpers: the lazy chunks that need them do not all import the entry, so rolldown keeps
 * them in a file of their own). Without it the browser finds that file only once the entry has
 * arrived and been parsed, and runs nothing until it has fetched it: a round trip more before any
 * first screen on a slow connection. (Vite's own modulePreload is off, see `build` in vite.config.ts.)
 */
export function preloadEntryImports(): Plugin {
  let base = '/';
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        const entry = chunk ?? Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
        if (entry?.type !== 'chunk') return [];
        return entry.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
