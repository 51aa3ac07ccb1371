import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NATIVE_REPLACEMENTS, ON_FIRST_CALL, nativeBuiltIns } from '../../../build/nativeBuiltIns';
import { buildModules } from '../../support/buildModules';

const require = createRequire(import.meta.url);
const raCore = dirname(require.resolve('ra-core'));
const polyglot = require.resolve('node-polyglot');
/** Each replaced module → the installed file that imports it. */
const IMPORTERS: Record<string, string> = {
  'object.entries': polyglot,
  'lodash/isEqual.js': join(raCore, 'store', 'useStore.js'),
  'jsonexport/dist/index.js': join(raCore, 'export', 'defaultExporter.js'),
};
const replaced = [...Object.keys(NATIVE_REPLACEMENTS), ...Object.keys(ON_FIRST_CALL)];

/** Builds the importers (a changed copy of one of them, when given), with all they import left out but the replaced modules. */
function buildImporters(changed?: { file: string; code: string }) {
  return buildModules({
    modules: changed ? { 'changed.js': changed.code } : {},
    input: Object.values(IMPORTERS).map((file) => (file === changed?.file ? 'changed.js' : file)),
    plugins: [nativeBuiltIns()],
    external: (source) => !replaced.includes(source),
  });
}

describe('nativeBuiltIns (build plugin)', () => {
  it('lists an importer for every replaced module', () => {
    expect(Object.keys(IMPORTERS).sort()).toEqual([...replaced].sort());
  });

  it('builds when each replaced module is imported where the installed libraries import it', async () => {
    const modules = [...(await buildImporters()).values()].flat();
    expect(modules).toContain('\0native:lodash/isEqual.js');
    expect(modules).toContain('\0on-first-call:jsonexport/dist/index.js');
  });

  it.each(replaced)('fails the build when no module imports %s any more', async (source) => {
    const file = IMPORTERS[source]!;
    const code = readFileSync(file, 'utf8');
    expect(code).toContain(source);
    await expect(buildImporters({ file, code: code.replaceAll(source, `${source}-renamed`) })).rejects.toThrow(
      `no module imports "${source}" any more`,
    );
  });
});
