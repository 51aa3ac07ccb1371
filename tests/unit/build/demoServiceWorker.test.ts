import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoServiceWorker } from '../../../build/demoServiceWorker';

/** A stand-in for the worker `msw init` writes. */
const worker = join(mkdtempSync(join(tmpdir(), 'demo-worker-')), 'mockServiceWorker.js');
writeFileSync(worker, '/* Mock Service Worker */');

describe('demoServiceWorker (build plugin)', () => {
  const plugin = demoServiceWorker(pathToFileURL(worker));

  it("starts the page from the demo's entry", () => {
    const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
    expect(handler('<script type="module" src="/src/main.tsx"></script>')).toBe(
      '<script type="module" src="/src/demo/main.tsx"></script>',
    );
  });

  it("ships MSW's service worker at the site's root", () => {
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (file: never) => emitted.push(file) });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.fileName).toBe('mockServiceWorker.js');
    expect(emitted[0]!.source).toContain('Mock Service Worker');
  });

  it('applies to builds only (the dev server serves the simulator as middleware)', () => {
    expect(plugin.apply).toBe('build');
  });
});
