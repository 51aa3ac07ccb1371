/**
 * `npm run add:resource -- <name> [field:kind[!] …] [--unique=<field>,…]`: declares a resource in
 * its places and leaves the tree as `npm test` wants it (docs/adding-a-resource.md):
 * - src/api/contract/<name>.ts: the record and input schemas, the collection's endpoints, and its
 *   rules (references, unique and write-only fields), which the simulator serves generically;
 * - resources/<name>/index.ts: the declaration the console builds the menu entry, routes, list,
 *   filters, forms and deletes from;
 * - the messages in every catalog (i18n/): English labels derived from the names, the other
 *   languages' from translations their catalogs already have, the rest in English and listed as
 *   pending (`npm run i18n:pending`);
 * - docs/API.md and docs/openapi.json, regenerated.
 *
 * Kinds: text textarea email url phone number integer boolean date datetime enum:a,b,c
 * ref:<resource>[:refuse|cascade|detach] refs:<resource>[:…] secret json; a trailing `!` marks a
 * field required. Without fields: `name:text! note:textarea`.
 *
 *   npm run add:resource -- webhookEndpoint 'url:url!' 'event:enum:created,deleted!' enabled:boolean \
 *     'project_id:ref:project!' expires_on:date signing_secret:secret
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Messages } from '../i18n/Messages';
import { loadMessages, locales } from '../i18n/locales';
import { endpointTable } from '../src/api/contract/endpointTable';
import { writeCatalogEntries } from './resource/catalogEntries';
import { contractModule } from './resource/contractModule';
import { declarationModule } from './resource/declarationModule';
import { parseFieldSpecs, type FieldSpec } from './resource/fieldSpecs';
import { resourceNames } from './resource/names';

const usage = `usage: npm run add:resource -- <name> [field:kind[!] …] [--unique=<field>,…]
  <name>   a camelCase identifier: gadget, webhookEndpoint
  kinds    text textarea email url phone number integer boolean date datetime enum:a,b,c
           ref:<resource>[:refuse|cascade|detach] refs:<resource>[:…] secret json; a trailing ! = required
  e.g.     npm run add:resource -- webhookEndpoint 'url:url!' 'event:enum:created,deleted!' enabled:boolean 'project_id:ref:project!' expires_on:date signing_secret:secret`;

function fail(message: string): never {
  console.error(`add:resource: ${message}\n${usage}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const [name = '', ...fieldArgs] = args.filter((arg) => !arg.startsWith('--'));
const unique = options
  .filter((option) => option.startsWith('--unique='))
  .flatMap((option) => option.slice('--unique='.length).split(','))
  .filter(Boolean);
const unknownOption = options.find((option) => !option.startsWith('--unique='));
if (unknownOption) fail(`unknown option ${unknownOption}`);
if (!/^[a-z][A-Za-z0-9]*$/.test(name)) fail(`"${name}" is no camelCase identifier`);

let specs: FieldSpec[];
try {
  specs = parseFieldSpecs(fieldArgs, unique);
} catch (error) {
  fail((error as Error).message);
}

const root = process.cwd();
const names = resourceNames(name);
const contractFile = join(root, 'src/api/contract', `${name}.ts`);
const folder = join(root, 'resources', name);
const catalogs = new Map<string, Messages>();
for (const { locale } of locales) catalogs.set(locale, await loadMessages(locale));
if (existsSync(contractFile) || existsSync(folder) || name in catalogs.get('en')!.resources)
  fail(`"${name}" exists already (src/api/contract/${name}.ts, resources/${name}/ or its messages)`);
const taken = [...endpointTable.values()].find((endpoint) => endpoint.path === names.path);
if (taken) fail(`${names.path} is the path of ${taken.name} already`);
for (const spec of specs.filter((candidate) => candidate.target)) {
  const target = spec.target!;
  if (!existsSync(join(root, 'resources', target, 'index.ts')) || !endpointTable.has(`${target}.list`))
    fail(
      `${spec.name}: no resource "${target}" to refer to (a folder resources/${target}/ with a collection in the contract)`,
    );
}

writeFileSync(contractFile, contractModule(names, specs));
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'index.ts'), declarationModule(names, specs));
const catalogFiles = writeCatalogEntries(root, names, specs, catalogs);
const written = [contractFile, join(folder, 'index.ts'), ...catalogFiles.files];

const node = (script: string, ...rest: string[]) =>
  execFileSync(process.execPath, [join(root, script), ...rest], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
node('node_modules/prettier/bin/prettier.cjs', '--write', '--log-level', 'warn', ...written);
// The generated documents follow the contract (their tests fail when stale): a new process, whose
// endpoint table holds the module just written.
node('scripts/run-ts.mjs', 'scripts/docs-api.ts');
node('scripts/run-ts.mjs', 'scripts/contract-openapi.ts');

const waiting = [...catalogFiles.pending].filter(([, keys]) => keys.length);
console.log(
  [
    `add:resource: ${names.words.many} at ${names.path}. Written:`,
    ...[...new Set(written)].map((file) => `  ${relative(root, file)}`),
    '  docs/API.md, docs/openapi.json (regenerated)',
    waiting.length
      ? `Waiting for a translation (in English until then; \`npm run i18n:pending\` lists them): ${waiting
          .map(([locale, keys]) => `${locale} ${keys.length}`)
          .join(', ')}.`
      : 'Every language has its messages.',
    `Next: npm start, then open ${names.path}; docs/adding-a-resource.md says what else a resource can declare.`,
  ].join('\n'),
);
