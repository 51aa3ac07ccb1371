import { describe, expect, it } from 'vitest';
import { optimizedDepsOneUrl } from '../../../build/optimizedDepsOneUrl';

type ResolveId = (this: unknown, source: string, importer: string | undefined, options: object) => Promise<unknown>;

/** The plugin's resolveId, with the bundler's own resolution answering `resolved`. */
function resolveWith(resolved: string) {
  const hook = optimizedDepsOneUrl().resolveId as unknown as ResolveId;
  const context = { resolve: async () => ({ id: resolved, external: false }) };
  return hook.call(context, 'react-hook-form', '/project/src/x.ts', {});
}

describe('optimizedDepsOneUrl', () => {
  const bundled = `/project/node_modules/.vite/vitest/${'a'.repeat(40)}/deps/react-hook-form.js`;

  it('drops the version query of a library vitest bundled, so both imports name one module', async () => {
    expect(await resolveWith(`${bundled}?v=1a2b3c`)).toMatchObject({ id: bundled });
  });

  it('leaves any other module as the bundler resolved it', async () => {
    const other = '/project/node_modules/.vite/deps/react-hook-form.js?v=1a2b3c';
    expect(await resolveWith(other)).toMatchObject({ id: other });
  });
});
