import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A plain resource is three things: its contract module, its folder and its messages (and the
 * documents generated from the contract follow). In a copy of the console, `npm run add:resource`
 * adds one; the copy must then change nowhere else, type-check, pass the tests of the catalogs and
 * the generated documents as it is, and list, create, search, sort, edit and delete the new records
 * against the simulator. (The realistic resource of docs/adding-a-resource.md is driven in Chromium:
 * tests/e2e/addResource.e2e.ts.)
 */
const root = process.cwd();
const name = 'gizmo';
let copy = '';

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.test', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 240_000 });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'declared-once-'));
  // Tracked files, and new ones not yet committed when run in a worktree: the project as a clone has it.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it(
  'adds a resource in its contract module, its folder, the catalogs and the documents only, and it works',
  { timeout: 600_000 },
  () => {
    const added = run(process.execPath, ['scripts/run-ts.mjs', 'scripts/add-resource.ts', name]);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const changed = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed).toEqual(
      expect.arrayContaining([
        `src/api/contract/${name}.ts`,
        `resources/${name}/index.ts`,
        // Regenerated from the contract: their tests would fail on stale ones.
        'docs/API.md',
        'docs/openapi.json',
        // Its labels not yet translated, listed as pending (docs/decisions/0023-pending-translations.md).
        'i18n/de/pending.json',
      ]),
    );
    expect(
      changed.filter(
        (file) =>
          !(
            file === `src/api/contract/${name}.ts` ||
            file.startsWith(`resources/${name}/`) ||
            file.startsWith('i18n/') ||
            file === 'docs/API.md' ||
            file === 'docs/openapi.json'
          ),
      ),
    ).toEqual([]);

    // Lint's size rule (decision 0027): a catalog the command grew must leave room for the next one.
    const over300 = changed
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => readFileSync(join(copy, file), 'utf8').trimEnd().split('\n').length > 300);
    expect(over300).toEqual([]);

    const typecheck = run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.stdout).toBe('');
    expect(typecheck.status).toBe(0);

    cpSync(
      join(copy, 'tests/resources/fixtures/declaredOnce/crud.tsx'),
      join(copy, 'tests/resources/fixtures/declaredOnce/crud.test.tsx'),
    );
    // Its own cache folder: node_modules is the project's, where the run around this one keeps the
    // libraries it bundles for its component tests, and two runs must not write the same folder.
    writeFileSync(
      join(copy, 'vitest.copy.config.ts'),
      `import { mergeConfig, type ConfigEnv } from 'vite';
import base from './vitest.config.ts';
export default (env: ConfigEnv) => mergeConfig(base(env), { cacheDir: ${JSON.stringify(join(copy, '.vite-cache'))} });
`,
    );
    // The resource's own test, and the tests that failed on a fresh resource before (stale documents,
    // catalogs lacking its labels, a menu or a search listing the resources there were).
    const tests = run(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'vitest.copy.config.ts',
        'tests/resources/fixtures/declaredOnce/crud.test.tsx',
        'tests/unit/i18n/catalogs.test.ts',
        'tests/unit/contract/apiDoc.test.ts',
        'tests/unit/contract/openApi.test.ts',
        'tests/unit/contract/noPathLiterals.test.ts',
      ],
      {
        DECLARED_RESOURCE: name,
      },
    );
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
  },
);
