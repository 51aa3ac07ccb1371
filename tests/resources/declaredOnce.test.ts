import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A plain resource is three things: its contract module, its folder and its messages. In a copy of
 * the console, `npm run add:resource` adds one; the copy must then change nowhere else, type-check,
 * and list, create, search, sort, edit and delete the new records against the simulator.
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
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
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
  'adds a resource in its contract module, its folder and the catalogs only, and it works',
  { timeout: 600_000 },
  () => {
    const added = run(process.execPath, ['scripts/run-ts.mjs', 'scripts/add-resource.ts', name]);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const changed = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed).toContain(`src/api/contract/${name}.ts`);
    expect(changed).toContain(`resources/${name}/index.ts`);
    expect(
      changed.filter(
        (file) =>
          !(
            file === `src/api/contract/${name}.ts` ||
            file.startsWith(`resources/${name}/`) ||
            file.startsWith('i18n/')
          ),
      ),
    ).toEqual([]);

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
    const crud = run(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'vitest.copy.config.ts',
        'tests/resources/fixtures/declaredOnce/crud.test.tsx',
      ],
      {
        DECLARED_RESOURCE: name,
      },
    );
    expect(crud.status, crud.stdout + crud.stderr).toBe(0);
  },
);
