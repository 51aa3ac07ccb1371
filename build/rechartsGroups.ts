// Reason: recharts (~110 KB gzipped with its libraries) must stay off every page but the dashboard, in chunks under the budget.
import { readFileSync } from 'node:fs';
import { inPackages } from './inPackages.ts';

/** What the groups read of package-lock.json: each installed package's dependencies. */
export interface Lockfile {
  packages: Record<string, { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>;
}

/**
 * recharts' own dependencies (d3 through victory-vendor, redux, immer…), by package name: those
 * only recharts (or another of them) depends on, per package-lock.json. A package the console
 * shares with recharts stays out of the group: eventemitter3 (ra-core's) there made the signed-in
 * shell import the whole 38 KB chunk for it.
 */
export function rechartsOnlyDependencies(lock: Lockfile): string[] {
  // The console itself is the lock's '' entry.
  const nameOf = (path: string) => (path ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length) : '');
  const dependents = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.peerDependencies }))
      dependents.set(dependency, (dependents.get(dependency) ?? new Set()).add(nameOf(path)));
  }
  const group = new Set(Object.keys(lock.packages['node_modules/recharts']?.dependencies ?? {}));
  // Drop, until none is left, a package that something outside recharts and the group depends on.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of group)
      if ([...(dependents.get(name) ?? [])].some((dependent) => dependent !== 'recharts' && !group.has(dependent))) {
        group.delete(name);
        changed = true;
      }
  }
  return [...group];
}

/**
 * recharts in its chunks, after the first screen's and the pages' groups: the packages it shares
 * with the console (those the first screen has not taken, eventemitter3) in a chunk of their own
 * first, or the recharts group would take them and the signed-in shell import it; then its own
 * dependencies and its code, two chunks loaded in parallel (one would pass the 80 KB budget).
 */
export function rechartsGroups(lock: Lockfile = readJson('../package-lock.json')) {
  const own = rechartsOnlyDependencies(lock);
  const recharts = lock.packages['node_modules/recharts']?.dependencies ?? {};
  const shared = Object.keys(recharts).filter((name) => !own.includes(name));
  return [
    { name: 'recharts-shared', test: inPackages(shared) },
    { name: 'recharts-deps', test: inPackages(own) },
    { name: 'recharts', test: inPackages(['recharts']) },
  ];
}

const readJson = (path: string): Lockfile =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Lockfile;
