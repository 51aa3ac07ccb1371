import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { ModuleGraph, type GraphModule } from '../../../build/moduleGraph';
import { moduleLinks } from '../../../build/moduleLinks';

/** A graph of modules given by their code; each specifier `./x` resolves to module `x`. */
function graph(modules: Record<string, string>, required: Record<string, string[]> = {}): ModuleGraph {
  const entries = Object.entries(modules).map(([id, code]): [string, GraphModule] => {
    const links = moduleLinks(parseAst(code));
    const specifiers = [...links.imports, ...links.reexports].map(({ specifier }) => specifier);
    return [
      id,
      {
        links,
        targets: new Map(specifiers.map((specifier) => [specifier, specifier.slice(2)])),
        importedIds: [...specifiers.map((specifier) => specifier.slice(2)), ...(required[id] ?? [])],
        exports: [...links.exportedBindings.keys()],
      },
    ];
  });
  return new ModuleGraph(new Map(entries));
}

describe('ModuleGraph', () => {
  const modules = {
    page: "import { a } from './index'; a();",
    index: "export * from './a'; export { b } from './b';",
    a: "import { helper } from './helper'; export const a = () => helper;",
    b: 'export const b = 2;',
    helper: 'export const helper = 1;',
  };

  it('follows an index file only to the modules defining what is imported, and leaves the index out', () => {
    expect([...graph(modules).closure(['page'])].sort()).toEqual(['a', 'helper', 'page']);
  });

  it('takes a namespace import whole', () => {
    const all = graph({ ...modules, page: "import * as lib from './index'; lib.a();" });
    expect([...all.closure(['page'])].sort()).toEqual(['a', 'b', 'helper', 'page']);
  });

  it('takes what the bundler found imported without an import statement (a require) whole', () => {
    const required = graph({ ...modules, b: 'module.exports = 2;' }, { page: ['b'] });
    expect(required.closure(['page'])).toContain('b');
  });

  it('records which module brought each one', () => {
    const via = new Map<string, string>();
    graph(modules).closure(['page'], via);
    expect(via.get('helper')).toBe('a');
  });
});
