/**
 * Writes a new plain resource in its three places: its contract module (src/api/contract/<name>.ts),
 * its folder (resources/<name>/index.ts) and its messages in the eight catalogs (i18n/). The
 * resource has two fields, `name` (required) and `note` (optional, long text); the simulator
 * serves it as a generic collection and the console lists it in the menu at /<name>.
 *
 *   npm run add:resource -- <name>      (a camelCase identifier: gadget, deviceModel)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { fr } from '../i18n/fr';
import { pt } from '../i18n/pt';
import { ro } from '../i18n/ro';
import { ru } from '../i18n/ru';
import { zh } from '../i18n/zh';

const catalogs = { en, ru, de, pt, fr, ro, zh, es } as const;
type Language = keyof typeof catalogs;

const name = process.argv[2] ?? '';
if (!/^[a-z][A-Za-z0-9]*$/.test(name)) {
  console.error('usage: npm run add:resource -- <name>   (a camelCase identifier, e.g. gadget)');
  process.exit(2);
}
const root = process.cwd();
const Type = name[0]!.toUpperCase() + name.slice(1);
const path = '/' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
const words = name.replace(/[A-Z]/g, (c) => ' ' + c.toLowerCase());
const Words = words[0]!.toUpperCase() + words.slice(1);
const contractFile = join(root, 'src/api/contract', `${name}.ts`);
const folder = join(root, 'resources', name);
if (existsSync(contractFile) || existsSync(folder) || name in en.resources) {
  console.error(
    `add:resource: "${name}" exists already (src/api/contract/${name}.ts, resources/${name}/ or its messages)`,
  );
  process.exit(1);
}

writeFileSync(
  contractFile,
  `import { z } from 'zod/mini';
import { collectionEndpoints } from './collectionEndpoints';
import { DateTime, Id } from './common';
import { dateRange, strict } from './endpoint';

export const ${Type} = z.object({
  id: Id,
  name: z.string(),
  note: z.optional(z.nullable(z.string())),
  created_at: DateTime,
  updated_at: DateTime,
});
export type ${Type} = z.infer<typeof ${Type}>;

export const ${Type}Input = z.object({
  name: z.string().check(z.minLength(1)),
  note: z.optional(z.nullable(z.string())),
});
export type ${Type}Input = z.infer<typeof ${Type}Input>;

/** The ${words} collection: list, read, create, change, delete, bulk delete. */
export const ${name}Endpoints = collectionEndpoints({
  resource: '${name}',
  base: '${path}',
  label: '${words}s',
  item: ${Type},
  input: strict(${Type}Input),
  filters: dateRange('created_at'),
});
`,
);

mkdirSync(folder, { recursive: true });
writeFileSync(
  join(folder, 'index.ts'),
  `import { ${Type}, ${Type}Input, ${name}Endpoints } from '../../src/api/contract/${name}';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';

export default defineResource({
  name: '${name}',
  path: '${path}',
  endpoints: ${name}Endpoints,
  schema: ${Type},
  input: ${Type}Input,
  recordRepresentation: 'name',
  fields: [
    { source: 'name' },
    { source: 'note', kind: 'textarea' },
    { source: 'id' },
    { source: 'created_at', filter: true },
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
});
`,
);

/** The resource's messages in one language: field labels the catalog already has, English otherwise. */
function messages(language: Language) {
  const { resources } = catalogs[language];
  return {
    name: `${Words} |||| ${Words}s`,
    fields: {
      id: resources.project.fields.id,
      name: resources.project.fields.name,
      note: resources.user.fields.note,
      created_at: resources.project.fields.created_at,
      updated_at: resources.project.fields.updated_at,
    },
    create: `Create ${words}`,
  };
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Inserts `text` before the line at which `before` matches, after the first line matching `after`. */
function insert(file: string, text: string, where: { after?: RegExp; before: RegExp }) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = where.after ? lines.findIndex((line) => where.after!.test(line)) : 0;
  const at = lines.findIndex((line, i) => i > start && where.before.test(line));
  if (start < 0 || at < 0) throw new Error(`${file}: cannot find where ${name}'s messages go`);
  lines.splice(at, 0, ...text.split('\n'));
  writeFileSync(file, lines.join('\n'));
}

const written = [contractFile, join(folder, 'index.ts')];
const waiting: string[] = [];
for (const language of Object.keys(catalogs) as Language[]) {
  const m = messages(language);
  const dir = join(root, 'i18n', language);
  const fields = Object.entries(m.fields)
    .map(([key, label]) => `      ${key}: ${quote(label)},`)
    .join('\n');
  const label = language === 'en' ? `resourceNames.${name}` : quote(m.name);
  insert(join(dir, 'resources.ts'), `  ${name}: {\n    name: ${label},\n    fields: {\n${fields}\n    },\n  },`, {
    before: /^}( satisfies Messages\['resources'\])?;/,
  });
  if (language === 'en') insert(join(dir, 'resourceNames.ts'), `  ${name}: ${quote(m.name)},`, { before: /^};/ });
  insert(join(dir, 'palette.ts'), `    ${name}: ${quote(m.create)},`, { after: /^ {2}create: \{/, before: /^ {2}\},/ });
  written.push(join(dir, 'resources.ts'), join(dir, 'palette.ts'));
  if (language === 'en') written.push(join(dir, 'resourceNames.ts'));
  if (language !== 'en') waiting.push(`${language}: resources.${name}.name, palette.create.${name}`);
}

execFileSync(process.execPath, [
  join(root, 'node_modules/prettier/bin/prettier.cjs'),
  '--write',
  '--log-level',
  'warn',
  ...written,
]);
console.log(`add:resource: wrote src/api/contract/${name}.ts, resources/${name}/index.ts and the catalogs (i18n/*).`);
console.log(`Open ${path} after \`npm start\`. Messages written in English, waiting for a translation:`);
for (const line of waiting) console.log(`  ${line}`);
