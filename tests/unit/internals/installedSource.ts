import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The tests run from the repository's root.
const nodeModules = join(process.cwd(), 'node_modules');

/**
 * The text of `file` in the installed package `name` (e.g. `dist/layout/Notification.js`), for the
 * few checks that read a default off the library's code instead of observing it. When
 * scripts/internalsMutants.ts runs a check against a changed copy of a package, it names the copy
 * in INTERNALS_MUTANT (`<package>=<folder>`), and that copy is read instead.
 */
export function installedSource(name: string, file: string): string {
  const [mutant, folder] = (process.env.INTERNALS_MUTANT ?? '').split('=');
  const root = mutant === name && folder ? folder : join(nodeModules, name);
  return readFileSync(join(root, file), 'utf8');
}
