#!/usr/bin/env node
// Makes sure node_modules matches package.json / package-lock.json and that MSW's service worker
// file exists. Plain Node, no dependencies: it runs before anything is installed.
//
// node_modules is checked when:
//   - it is missing (no node_modules/.package-lock.json, npm's record of the installed tree) → install;
//   - package-lock.json or package.json is newer than node_modules/.package-lock.json, or the
//     fingerprint stored in node_modules/.deps-hash (sha256 of package-lock.json plus package.json's
//     dependency fields) differs from the current one → the installed tree is compared with the lock
//     file (every locked package at its locked version, no extra ones; package.json's dependency
//     lists equal to the lock's) and `npm ci` runs only when they differ. So a `git checkout`, an
//     edit of package.json's scripts or an `npm install` someone already ran does not trigger a
//     needless reinstall, while a changed lock file, a restored stale node_modules or a package.json
//     out of sync with its lock (npm ci then fails with npm's own explanation) does.
// `npm install` is used instead of `npm ci` when there is no package-lock.json.
//
// Then simulator/hosts/worker/mockServiceWorker.js (only the static demo build ships it) is created with `msw init` when missing: npm 11 skips
// dependency install scripts, so msw's postinstall never writes it.
//
// Prints one line (two when it installs); exits 1 with a clear message when something fails.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const file = (...parts) => join(root, ...parts);
const PKG = file('package.json');
const LOCK = file('package-lock.json');
const MODULES = file('node_modules');
const INSTALLED = file('node_modules', '.package-lock.json');
const HASH_FILE = file('node_modules', '.deps-hash');
const WORKER = file('simulator', 'hosts', 'worker', 'mockServiceWorker.js');
const isWindows = process.platform === 'win32';

function fail(message) {
  console.error(`ensure-deps: FAILED: ${message}`);
  process.exit(1);
}

process.on('uncaughtException', (error) => fail(error instanceof Error ? error.message : String(error)));

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Fingerprint of what decides the installed tree: the lock file and package.json's dependency fields. */
function fingerprint() {
  const hash = createHash('sha256');
  if (existsSync(LOCK)) hash.update(readFileSync(LOCK));
  const pkg = JSON.parse(readFileSync(PKG, 'utf8'));
  const fields = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
    'overrides',
    'engines',
  ];
  hash.update(JSON.stringify(fields.map((name) => [name, pkg[name] ?? null])));
  return hash.digest('hex');
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const sorted = (object) => JSON.stringify(Object.entries(object ?? {}).sort(([a], [b]) => a.localeCompare(b)));

/** Why the installed tree differs from package-lock.json, or undefined when it matches. */
function treeMismatch() {
  if (!existsSync(LOCK)) return 'no package-lock.json';
  const lock = readJson(LOCK).packages ?? {};
  const installed = readJson(INSTALLED).packages ?? {};
  const pkg = readJson(PKG);
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    if (sorted(pkg[field]) !== sorted(lock['']?.[field])) return `package.json ${field} differ from package-lock.json`;
  }
  for (const [key, entry] of Object.entries(lock)) {
    if (key === '') continue;
    const got = installed[key];
    if (!got) {
      if (entry.optional || entry.devOptional || entry.peer || entry.extraneous) continue; // e.g. other platforms' binaries
      return `${key.replace(/^.*node_modules\//, '')} not installed`;
    }
    if (got.version !== entry.version || Boolean(got.link) !== Boolean(entry.link)) {
      return `${key.replace(/^.*node_modules\//, '')} is ${got.version}, locked ${entry.version}`;
    }
  }
  const extra = Object.keys(installed).find((key) => !(key in lock));
  return extra ? `${extra.replace(/^.*node_modules\//, '')} installed but not in package-lock.json` : undefined;
}

/** Why node_modules must be (re)installed, or undefined when it is up to date. */
function staleReason(current) {
  if (!existsSync(MODULES)) return 'node_modules missing';
  const installedAt = mtime(INSTALLED);
  if (installedAt === undefined) return 'node_modules incomplete (no .package-lock.json)';
  const stored = existsSync(HASH_FILE) ? readFileSync(HASH_FILE, 'utf8').trim() : undefined;
  const newest = Math.max(mtime(LOCK) ?? 0, mtime(PKG) ?? 0);
  if (stored === current && newest <= installedAt) return undefined;
  return treeMismatch();
}

/** Runs a command quietly; its output is shown only when it fails. */
function run(command, args, what) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: isWindows,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) fail(`${what}: could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    fail(`${what} exited with code ${result.status ?? result.signal} (its output is above)`);
  }
}

if (!existsSync(PKG)) fail(`no package.json in ${root}`);

const done = [];
let current;
try {
  current = fingerprint();
} catch (error) {
  fail(`cannot read package.json/package-lock.json: ${error instanceof Error ? error.message : error}`);
}

const reason = staleReason(current);
if (reason) {
  const hasLock = existsSync(LOCK);
  const args = hasLock
    ? ['ci', '--no-audit', '--no-fund', '--loglevel=error']
    : ['install', '--no-audit', '--no-fund', '--loglevel=error'];
  const started = Date.now();
  console.log(`ensure-deps: ${reason}; running npm ${args[0]}...`);
  run('npm', args, `npm ${args[0]}`);
  current = fingerprint(); // `npm install` may have written package-lock.json
  // Mark the installed tree as newer than the manifests, so the next run takes the fast path.
  const now = new Date();
  if (existsSync(INSTALLED)) utimesSync(INSTALLED, now, now);
  mkdirSync(MODULES, { recursive: true });
  writeFileSync(HASH_FILE, `${current}\n`);
  done.push(`ran npm ${args[0]} (${reason}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
} else {
  if (!existsSync(HASH_FILE) || readFileSync(HASH_FILE, 'utf8').trim() !== current) {
    writeFileSync(HASH_FILE, `${current}\n`);
  }
  done.push('node_modules up to date');
}

if (!existsSync(WORKER)) {
  const local = file('node_modules', '.bin', isWindows ? 'msw.cmd' : 'msw');
  if (existsSync(local)) run(local, ['init', 'simulator/hosts/worker', '--save=false'], 'msw init');
  else run('npx', ['--no', '--', 'msw', 'init', 'simulator/hosts/worker', '--save=false'], 'msw init');
  if (!existsSync(WORKER)) fail('msw init finished but simulator/hosts/worker/mockServiceWorker.js is still missing');
  done.push('wrote simulator/hosts/worker/mockServiceWorker.js');
} else {
  done.push('msw worker present');
}

console.log(`ensure-deps: ${done.join('; ')}`);
