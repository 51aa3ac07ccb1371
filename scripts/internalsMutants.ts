/**
 * Shows that each check in tests/unit/internals fails when the library changes what it checks: for
 * every mutant below, a copy of the package with that one change stands in for the installed one
 * (a Vite alias; INTERNALS_MUTANT for the checks that read its code), the internal's test runs
 * against it, and the test must fail. Slow (one test run per mutant), so not part of `npm test`:
 *
 *   node scripts/run-ts.mjs scripts/internalsMutants.ts [internal…]
 *
 * The mutants are listed in tests/unit/internals/mutants.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mutants, type Mutant } from '../tests/unit/internals/mutants';

const root = process.cwd();
const only = process.argv.slice(2);
const chosen = mutants.filter((mutant) => !only.length || only.includes(mutant.internal));
const work = mkdtempSync(join(tmpdir(), 'internals-mutants-'));
// The copies resolve their own imports (react, MUI, …) from the project's node_modules.
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));

/** Vite aliases that put the copy of `name` in place of the installed package, subpaths included. */
function aliases(name: Mutant['package'], copy: string) {
  const escaped = name.replace('/', '\\/');
  // zod's subpaths (`zod/mini`, `zod/v4/core`) are folders with an index.js each.
  if (name === 'zod') return [{ find: /^zod\/(.*)$/, replacement: join(copy, '$1/index.js') }];
  return name === '@mui/material'
    ? [
        { find: new RegExp(`^${escaped}$`), replacement: join(copy, 'esm/index.js') },
        { find: new RegExp(`^${escaped}/(.*)$`), replacement: join(copy, 'esm/$1/index.js') },
      ]
    : [{ find: new RegExp(`^${escaped}$`), replacement: join(copy, 'dist/index.js') }];
}

/** Writes a Vitest config that runs the project's tests with `copy` in place of the installed `name`. */
function configFor(name: Mutant['package'], copy: string, at: string): string {
  const alias = aliases(name, copy)
    .map(({ find, replacement }) => `{ find: ${String(find)}, replacement: ${JSON.stringify(replacement)} }`)
    .join(', ');
  writeFileSync(
    at,
    `import { mergeConfig, type ConfigEnv } from 'vite';
import base from ${JSON.stringify(join(root, 'vitest.config.ts'))};
export default (env: ConfigEnv) => {
  const config = mergeConfig(typeof base === 'function' ? base(env) : base, {
    root: ${JSON.stringify(root)},
    resolve: { alias: [${alias}] },
    // Inlined, so their imports of the package go through the alias too.
    test: { server: { deps: { inline: [/react-admin/, /ra-core/, /ra-ui-materialui/, /@mui\\/material/] } } },
  });
  // The copy's files as they are now, not a bundle of the libraries kept from an earlier run.
  for (const project of config.test.projects) project.test.deps = { optimizer: { client: { enabled: false } } };
  return config;
};
`,
  );
  return at;
}

const testOf = (internal: string) => {
  const test = ['test.tsx', 'test.ts', 'dom.test.ts']
    .map((extension) => `tests/unit/internals/${internal}.${extension}`)
    .find((path) => existsSync(join(root, path)));
  if (!test) throw new Error(`no test for ${internal}`);
  return test;
};

/** Runs `tests` against `copy`: 'passed', 'failed' (a test failed) or 'broken' (nothing ran). */
function run(mutant: Mutant, copy: string, config: string, tests: string[]) {
  const result = spawnSync('npx', ['vitest', 'run', '--config', config, ...tests], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', INTERNALS_MUTANT: `${mutant.package}=${copy}` },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  if (process.env.INTERNALS_MUTANTS_DEBUG) console.log(output);
  if (result.status === 0) return { outcome: 'passed' as const, output };
  return { outcome: /^\s*Tests\s.*\d+ failed/m.test(output) ? ('failed' as const) : ('broken' as const), output };
}

const results: { mutant: Mutant; failed: boolean }[] = [];
const controlled = new Set<string>();
for (const [index, mutant] of chosen.entries()) {
  const copy = join(work, `copy-${index}`, mutant.package);
  cpSync(join(root, 'node_modules', mutant.package), copy, { recursive: true });
  const config = configFor(mutant.package, copy, join(work, `vitest-${index}.config.ts`));
  // Once per package: the unchanged copy passes every chosen test of it, so a failure below is the change's.
  if (!controlled.has(mutant.package)) {
    controlled.add(mutant.package);
    const tests = [...new Set(chosen.filter((m) => m.package === mutant.package).map((m) => testOf(m.internal)))];
    const control = run(mutant, copy, config, tests);
    if (control.outcome !== 'passed') {
      console.log(control.output);
      throw new Error(`the unchanged copy of ${mutant.package} does not pass its tests (${control.outcome})`);
    }
    console.log(`passes ${mutant.package}, unchanged copy: ${tests.length} test files`);
  }
  const file = join(copy, mutant.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(mutant.from)) throw new Error(`${mutant.package}/${mutant.file} no longer has ${mutant.from}`);
  writeFileSync(file, source.replace(mutant.from, mutant.to));
  const { outcome, output } = run(mutant, copy, config, [testOf(mutant.internal)]);
  if (outcome === 'broken') {
    console.log(output);
    throw new Error(`the tests did not run against ${mutant.package} changed (${mutant.from})`);
  }
  const failed = outcome === 'failed';
  const why = output.match(/(AssertionError|TypeError|Error): [^\n]*/)?.[0] ?? '';
  const line = (text: string) => text.split('\n')[0];
  console.log(`${failed ? 'fails ' : 'PASSES'} ${mutant.internal}: ${line(mutant.from)} → ${line(mutant.to)}`);
  if (failed && why) console.log(`         ${why.slice(0, 160)}`);
  results.push({ mutant, failed });
  rmSync(join(work, `copy-${index}`), { recursive: true, force: true });
}
rmSync(work, { recursive: true, force: true });

const survivors = results.filter((result) => !result.failed);
console.log(`\n${results.length - survivors.length} of ${results.length} mutants made their internal's test fail.`);
if (survivors.length) process.exitCode = 1;
