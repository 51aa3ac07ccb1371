import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { endpointTable } from '../../../src/api/contract/endpointTable';

const root = resolve(import.meta.dirname, '../../..');

/** Source files of the console and the simulator, outside the contract (where paths belong) and the config schema. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const files = ['src', 'resources', 'simulator']
  .flatMap((dir) => sources(join(root, dir)))
  .filter((file) => !relative(root, file).startsWith('src/api/contract/'));

/** Code without comments (block comments, and line comments not inside a URL's `//`). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** String and template literals that start with '/', with `${…}` as a parameter segment. */
function pathLiterals(text: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(text).matchAll(/(['"`])(\/[^'"`\s]*)\1/g))
    found.push(match[2]!.replace(/\$\{[^}]*\}/g, ':param').split('?')[0]!);
  return found;
}

/**
 * The app's own routes (SPEC §2) spelled like an API path: `/project` is both the projects list the
 * administrator opens and the API's collection, `/auth-type/settings/:id` has the shape of the
 * API's `/auth-type/:type/:id`. Each is reviewed here; nothing else may look like an API path
 * outside the contract.
 */
const appRoutes = new Set([
  '/',
  '/project',
  '/permission',
  '/user',
  '/auth-type',
  '/import',
  '/auth-type/hook/:parentId',
  '/auth-type/activity/:parentId',
  '/import/:resource',
  '/import/:param',
]);
/**
 * App routes spelled like an API path in one file only, by file: each resource folder's declaration
 * names its own route (`path: '/webhook-endpoint'`, a plain resource's route being its collection's
 * path, as `npm run add:resource` writes it); row actions and pages take theirs from `pathFor`.
 */
const appRoutesOf: Record<string, string[]> = Object.fromEntries(
  readdirSync(join(root, 'resources'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `resources/${entry.name}/index.ts`)
    .map((file) => [
      file,
      [...readFileSync(join(root, file), 'utf8').matchAll(/^ {2}path: '([^']+)',$/gm)].map((m) => m[1]!),
    ]),
);

/** Whether a literal is an API path: every static segment equal, a literal's parameter only where the template has one. */
function isApiPath(literal: string, template: string): boolean {
  const a = literal.replace(/\/$/, '').split('/');
  const b = template.split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => {
    const other = b[i]!;
    if (other.startsWith(':')) return true;
    return !segment.startsWith(':') && segment === other;
  });
}

const templates = [...endpointTable.values()].map((endpoint) => endpoint.path).filter((path) => path !== '/');

describe('API paths live in the contract only', () => {
  it('finds no API path literal in the console or the simulator outside src/api/contract', () => {
    const offenders = files.flatMap((file) =>
      pathLiterals(readFileSync(file, 'utf8'))
        .filter((literal) => !appRoutes.has(literal) && !appRoutesOf[relative(root, file)]?.includes(literal))
        .filter((literal) => templates.some((template) => isApiPath(literal, template)))
        .map((literal) => `${relative(root, file)}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises API paths typed out in pages and handlers', () => {
    // Shapes a page or a handler would spell out if it bypassed the table: each must be caught.
    const typed = [
      '/internal-user/me',
      '/auth-type/:param/credentials',
      '/user/:param/history',
      '/internal-api-key/:param/regenerate',
      '/preferences/:key',
      '/auth-type/:type/:id',
    ];
    for (const literal of typed) expect(templates.some((template) => isApiPath(literal, template))).toBe(true);
    // And the app's routes are not API paths.
    for (const route of ['/user/activity/:param', '/me/api/update/:param', '/user/credentials/:param/create'])
      expect(templates.some((template) => isApiPath(route, template))).toBe(false);
  });
});
