import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleRouterOnly } from '../../../build/consoleRouterOnly';
import { buildModules } from '../../support/buildModules';

const require = createRequire(import.meta.url);
/** The installed ra-core's router adapter, as the build resolves it. */
const adapterPath = join(dirname(require.resolve('ra-core')), 'routing', 'adapters', 'reactRouterProvider.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = consoleRouterOnly().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('consoleRouterOnly (build plugin)', () => {
  it("drops the installed ra-core's import of a router of its own, and keeps every other import", () => {
    const original = readFileSync(adapterPath, 'utf8');
    const result = transform.call(context, original, adapterPath);
    const importLine = result?.code.split('\n').find((line) => line.includes("from 'react-router-dom'"));
    expect(importLine).toBeDefined();
    expect(importLine).not.toMatch(/createHashRouter|RouterProvider as/);
    expect(importLine).toMatch(/useInRouterContext/);
    expect(result?.code).toMatch(/const createHashRouter = \(\) => \{ throw new Error/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, 'export const x = 1;', '/app/node_modules/ra-core/dist/index.js')).toBeNull();
  });

  it('fails the build when an upgrade changed what the adapter imports', () => {
    expect(() => transform.call(context, "import { createHashRouter } from 'react-router-dom';", adapterPath)).toThrow(
      /router adapter changed/,
    );
  });

  it('builds with the installed adapter, and fails when the build has no module at its place', async () => {
    const build = (modules: Record<string, string>, input: string) =>
      buildModules({ modules, input: [input], plugins: [consoleRouterOnly()], external: () => true });
    await expect(build({}, adapterPath)).resolves.toBeDefined();
    await expect(
      build({ 'routing/reactRouterAdapter.js': readFileSync(adapterPath, 'utf8') }, 'routing/reactRouterAdapter.js'),
    ).rejects.toThrow(/router adapter moved/);
  });
});
