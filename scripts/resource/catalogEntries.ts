import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '../../i18n/Messages';
import { markPending, readPending } from '../catalog/pendingFile';
import { inPluralForms } from '../catalog/pluralVariants';
import { fieldLabel, sentence, wordsOf } from './labels';
import type { FieldSpec } from './fieldSpecs';
import type { ResourceNames } from './names';

type Leaves = Map<string, string>;

function flatten(node: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Inserts `text` before the first line matching `before` after the first line matching `after`. */
function insert(file: string, text: string, where: { after?: RegExp; before: RegExp }): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = where.after ? lines.findIndex((line) => where.after!.test(line)) : 0;
  const at = lines.findIndex((line, i) => i > start && where.before.test(line));
  if (start < 0 || at < 0) throw new Error(`${file}: cannot find where the messages go`);
  lines.splice(at, 0, ...text.split('\n'));
  writeFileSync(file, lines.join('\n'));
}

/** The English labels of a resource's messages, by key under `resources.<name>` (and the palette's). */
export interface EnglishEntries {
  one: string;
  many: string;
  create: string;
  fields: Record<string, string>;
  choices: Record<string, Record<string, string>>;
}

/** The English labels, derived from the names: `signing_secret` → "Signing secret", `created` → "Created". */
export function englishEntries(names: ResourceNames, specs: readonly FieldSpec[]): EnglishEntries {
  const fields: Record<string, string> = {};
  const choices: Record<string, Record<string, string>> = {};
  for (const spec of specs) {
    fields[spec.name] = fieldLabel(spec.name, spec.kind === 'ref' ? 'one' : spec.kind === 'refs' ? 'many' : null);
    if (spec.values) choices[spec.name] = Object.fromEntries(spec.values.map((v) => [v, sentence(wordsOf(v))]));
  }
  Object.assign(fields, { id: 'ID', created_at: 'Created' });
  return {
    one: names.words.one,
    many: names.words.many,
    create: `Create ${names.words.lower}`,
    fields,
    choices,
  };
}

/**
 * A language's translation of an English label the catalogs already hold under `area` (`fields` or
 * `choices`) of another resource, when it is translated there (not pending); the most used one.
 */
function reuse(english: Leaves, theirs: Leaves, pending: ReadonlySet<string>, area: string, text: string) {
  const counts = new Map<string, number>();
  for (const [key, value] of english) {
    if (value !== text || !new RegExp(`^resources\\.[^.]+\\.${area}\\.`).test(key) || pending.has(key)) continue;
    const translated = theirs.get(key);
    if (translated) counts.set(translated, (counts.get(translated) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Writes the resource's messages into every catalog: English's from the names, each other
 * language's from the translations its catalog already has for the same English label (ID, Name,
 * Project…), the rest in English and listed as pending (i18n/<code>/pending.json): never an English
 * text a test or a translator cannot see. Returns the files written and the pending keys by language.
 */
export function writeCatalogEntries(
  root: string,
  names: ResourceNames,
  specs: readonly FieldSpec[],
  catalogs: ReadonlyMap<string, Messages>,
): { files: string[]; pending: Map<string, string[]> } {
  const { name } = names;
  const entries = englishEntries(names, specs);
  const english = flatten(catalogs.get('en'));
  const files: string[] = [];
  const pendingByLanguage = new Map<string, string[]>();
  for (const [locale, catalog] of catalogs) {
    const dir = join(root, 'i18n', locale);
    const isEnglish = locale === 'en';
    const theirs = flatten(catalog);
    const alreadyPending = new Set(readPending(locale, root));
    const pending: string[] = [];
    const text = (key: string, area: string, englishText: string) => {
      if (isEnglish) return englishText;
      const found = reuse(english, theirs, alreadyPending, area, englishText);
      if (found) return found;
      pending.push(key);
      return englishText;
    };
    const fields = Object.entries(entries.fields)
      .map(([field, label]) => `      ${field}: ${quote(text(`resources.${name}.fields.${field}`, 'fields', label))},`)
      .join('\n');
    const choices = Object.entries(entries.choices)
      .map(
        ([field, values]) =>
          `      ${field}: {\n${Object.entries(values)
            .map(
              ([value, label]) =>
                `        ${value}: ${quote(text(`resources.${name}.choices.${field}.${value}`, 'choices', label))},`,
            )
            .join('\n')}\n      },`,
      )
      .join('\n');
    // The name in as many plural variants as the language has (the plural repeated where it has more).
    const label = isEnglish
      ? `resourceNames.${name}`
      : quote(inPluralForms(`${entries.one} |||| ${entries.many}`, locale));
    if (!isEnglish) pending.push(`resources.${name}.name`, `palette.create.${name}`);
    insert(
      join(dir, 'resources.ts'),
      `  ${name}: {\n    name: ${label},\n    fields: {\n${fields}\n    },${choices ? `\n    choices: {\n${choices}\n    },` : ''}\n  },`,
      { before: /^}( satisfies Messages\['resources'\])?;/ },
    );
    insert(join(dir, 'palette.ts'), `    ${name}: ${quote(entries.create)},`, {
      after: /^ {2}create: \{/,
      before: /^ {2}\},/,
    });
    files.push(join(dir, 'resources.ts'), join(dir, 'palette.ts'));
    if (isEnglish) {
      insert(join(dir, 'resourceNames.ts'), `  ${name}: ${quote(`${entries.one} |||| ${entries.many}`)},`, {
        before: /^};/,
      });
      files.push(join(dir, 'resourceNames.ts'));
    } else {
      files.push(markPending(locale, pending, root));
      pendingByLanguage.set(locale, pending.sort());
    }
  }
  return { files, pending: pendingByLanguage };
}
