import { describe, expect, it } from 'vitest';
import { preloadEntryImports } from '../../../build/preloadEntryImports';

type Handler = (html: string, context: { bundle?: Record<string, unknown>; chunk?: unknown }) => unknown;

function tagsFor(entry: object, base = '/') {
  const plugin = preloadEntryImports();
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as { handler: Handler };
  return handler('<html></html>', { bundle: { 'assets/index.js': entry } });
}

describe('preloadEntryImports (build plugin)', () => {
  it("preloads each file the entry imports statically, under the build's base", () => {
    const entry = { type: 'chunk', isEntry: true, imports: ['assets/rolldown-runtime.js'] };
    expect(tagsFor(entry, '/console/')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/console/assets/rolldown-runtime.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing when the bundle has no entry chunk', () => {
    expect(tagsFor({ type: 'asset' })).toEqual([]);
  });
});
