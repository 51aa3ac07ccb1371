import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { moduleLinks } from '../../../build/moduleLinks';

const links = (code: string) => moduleLinks(parseAst(code, { lang: 'ts' }));

describe('moduleLinks', () => {
  it('reads the names each import takes, type-only imports left out', () => {
    const { imports } = links(
      "import D, { a as b, c } from './x.js'; import * as ns from 'lib'; import './side.css'; import type { T } from './t';",
    );
    expect(imports.map(({ specifier, names }) => [specifier, names])).toEqual([
      ['./x.js', ['default', 'a', 'c']],
      ['lib', '*'],
      ['./side.css', []],
    ]);
    expect(imports[0]!.bindings.get('b')).toBe('a');
  });

  it('reads re-exports and the bindings the module exports itself', () => {
    const result = links(
      "export * from './all'; export * as ns from './ns'; export { a as b } from './ab'; const c = 1; export { c as d }; export function f() {} export default 3;",
    );
    expect(result.reexports).toEqual([
      { specifier: './all', names: '*' },
      { specifier: './ns', names: [{ imported: '*', exported: 'ns' }] },
      { specifier: './ab', names: [{ imported: 'a', exported: 'b' }] },
    ]);
    expect([...result.exportedBindings]).toEqual([
      ['d', 'c'],
      ['f', 'f'],
      ['default', 'default'],
    ]);
  });

  it('tells an index file, and an import only exported again, from code that runs', () => {
    const index = links("import X from './X.js'; export { X }; export * from './y';");
    expect(index.isIndex).toBe(true);
    expect(index.imports[0]!.passedOn).toBe(true);

    const used = links("import X from './X.js'; export { X }; X();");
    expect(used.isIndex).toBe(false);
    expect(used.imports[0]!.passedOn).toBe(false);
  });
});
