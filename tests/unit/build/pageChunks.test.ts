import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageChunks } from '../../../build/pageChunks';
import { APP_ROOT, buildModules } from '../../support/buildModules';

/** The sign-in page (the entry), two layers and two pages, each importing one name from a library. */
const APP = {
  'src/main.js': `
    import { Text } from './text.js';
    Text();
    globalThis.pages = [() => import('./start.js'), () => import('./shell.js'), () => import('./list.js'), () => import('./form.js')];`,
  'src/text.js': `import { Label } from 'lib/label.js'; export const Text = () => Label();`,
  'src/start.js': `import { store } from 'lib'; export default () => store();`,
  'src/shell.js': `import { Frame } from 'lib'; export default () => Frame();`,
  'src/list.js': `import { Table, Label } from 'lib'; export default () => Table(Label());`,
  'src/form.js': `import { Input } from 'lib'; export default () => Input();`,
};
/** The library: an index file that re-exports what its modules define. */
const LIBRARY = {
  'node_modules/lib/index.js': `
    export * from './table.js';
    export * from './input.js';
    export { Frame } from './frame.js';
    export * from './store.js';
    export * from './label.js';`,
  'node_modules/lib/table.js': `import { theme } from './theme.js'; export const Table = () => theme.table;`,
  'node_modules/lib/input.js': `import { theme } from './theme.js'; export const Input = () => theme.input;`,
  'node_modules/lib/theme.js': `export const theme = { table: 'table', input: 'input' };`,
  'node_modules/lib/frame.js': `export const Frame = () => 'frame';`,
  'node_modules/lib/store.js': `export const store = () => 'store';`,
  'node_modules/lib/label.js': `export const Label = () => 'label';`,
};

const require = createRequire(import.meta.url);

const ROOTS = { start: ['src/start.js'], shell: ['src/shell.js'], list: ['src/list.js'], form: ['src/form.js'] };

/**
 * Builds the modules with the page chunks; for each module (by its path), the chunk group that
 * takes it (`entry` for one the sign-in page runs: it stays in the entry's file).
 */
async function chunkOfEach(modules: Record<string, string>): Promise<(path: string) => string> {
  const { plugin, groups } = pageChunks(ROOTS);
  await buildModules({ modules, input: ['src/main.js'], plugins: [plugin], groups });
  return (path) => groups.find(({ test }) => test(posix.join(APP_ROOT, path)))?.name ?? 'entry';
}

describe('pageChunks (build plugin)', () => {
  it("puts each library module with the pages whose imports name it, through the library's index", async () => {
    const chunkOf = await chunkOfEach({ ...APP, ...LIBRARY });
    expect(chunkOf('node_modules/lib/table.js')).toBe('page-list');
    expect(chunkOf('node_modules/lib/input.js')).toBe('page-form');
    expect(chunkOf('node_modules/lib/theme.js')).toBe('page-list_form');
    expect(chunkOf('node_modules/lib/frame.js')).toBe('page-shell');
    expect(chunkOf('node_modules/lib/store.js')).toBe('page-start');
    // What the sign-in page runs stays in the entry, also when a page runs it too.
    expect(chunkOf('node_modules/lib/label.js')).toBe('entry');
    // The index has no code of its own: a page chunk holding it would take along all it re-exports.
    expect(chunkOf('node_modules/lib/index.js')).toBe('entry');
  });

  it('follows a name to the module the index now exports it from', async () => {
    const chunkOf = await chunkOfEach({
      ...APP,
      ...LIBRARY,
      'node_modules/lib/index.js': LIBRARY['node_modules/lib/index.js'].replace(
        `export * from './table.js';`,
        `export { Input as Table } from './input.js';`,
      ),
    });
    expect(chunkOf('node_modules/lib/input.js')).toBe('page-list_form');
  });

  it('keeps what a layer runs in the layer, also when every page runs it', async () => {
    const chunkOf = await chunkOfEach({
      ...APP,
      ...LIBRARY,
      'node_modules/lib/frame.js': `import { theme } from './theme.js'; export const Frame = () => theme.table;`,
    });
    expect(chunkOf('node_modules/lib/theme.js')).toBe('page-shell');
  });

  it('takes the whole library for a namespace import', async () => {
    const chunkOf = await chunkOfEach({
      ...APP,
      ...LIBRARY,
      'src/list.js': `import * as lib from 'lib'; export default () => lib.Table();`,
    });
    expect(chunkOf('node_modules/lib/input.js')).toBe('page-list_form');
  });

  it('follows a binding the index imports only to export it again only for the pages importing it', async () => {
    const chunkOf = await chunkOfEach({
      ...APP,
      ...LIBRARY,
      'src/form.js': `import { colors } from 'lib'; export default () => colors.red();`,
      'node_modules/lib/index.js': `${LIBRARY['node_modules/lib/index.js']}
        import * as colors from './colors.js';
        export { colors };`,
      'node_modules/lib/colors.js': `export const red = () => globalThis.red;`,
    });
    expect(chunkOf('node_modules/lib/colors.js')).toBe('page-form');
  });

  it('takes whole what a CommonJS module requires', async () => {
    const chunkOf = await chunkOfEach({
      ...APP,
      ...LIBRARY,
      'src/list.js': `import legacy from 'legacy'; export default () => legacy.run();`,
      'node_modules/legacy/index.js': `module.exports = { run: require('./run.js') };`,
      'node_modules/legacy/run.js': `module.exports = () => 'run';`,
    });
    expect(chunkOf('node_modules/legacy/run.js')).toBe('page-list');
  });
});

/** A file of an installed package, as a path from APP_ROOT. */
const installed = (name: string, path: string) =>
  posix.relative(APP_ROOT, posix.join(posix.dirname(require.resolve(name)), path));
/** Packages the libraries' index files lead to (their own dependencies are left out of the build). */
const LIBRARIES = ['react-admin', 'ra-core', 'ra-ui-materialui', '@mui/material'];

describe('pageChunks with the installed react-admin and MUI', () => {
  it("follows each name through the libraries' index files to the module that defines it", async () => {
    const { plugin, groups } = pageChunks(ROOTS);
    await buildModules({
      modules: {
        'src/main.js': `globalThis.pages = [() => import('./start.js'), () => import('./shell.js'), () => import('./list.js'), () => import('./form.js')];`,
        'src/start.js': `export default 1;`,
        'src/shell.js': `export default 2;`,
        'src/list.js': `import { TextField } from 'react-admin'; export default TextField;`,
        'src/form.js': `import { Slider } from '@mui/material'; export default Slider;`,
      },
      input: ['src/main.js'],
      plugins: [plugin],
      groups,
      external: (source) =>
        !source.startsWith('.') &&
        !source.startsWith('/') &&
        !LIBRARIES.some((name) => source === name || source.startsWith(`${name}/`)),
    });
    const chunkOf = (name: string, path: string) =>
      groups.find(({ test }) => test(posix.join(APP_ROOT, installed(name, path))))?.name ?? 'entry';
    expect(chunkOf('ra-ui-materialui', 'field/TextField.js')).toBe('page-list');
    expect(chunkOf('@mui/material', 'esm/Slider/Slider.js')).toBe('page-form');
    expect(chunkOf('ra-ui-materialui', 'list/List.js')).toBe('entry');
    expect(chunkOf('@mui/material', 'esm/Dialog/Dialog.js')).toBe('entry');
  });
});
