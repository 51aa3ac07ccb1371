/**
 * Developer helper: inserts one key into every catalog (the languages of i18n/locales.ts) after an
 * existing key line; the new line copies the anchor line's indentation. Type-checking then proves
 * parity. A language the texts leave out gets the English text, listed as pending
 * (i18n/<code>/pending.json, `npm run i18n:pending`).
 *
 *   node scripts/run-ts.mjs scripts/i18n-add.ts <file: app|resources|…> <afterKey> <newKey> '<json {"en":"..","ru":"..",…}>'
 *
 * (`<newKey>` is the key under the anchor's parent: its dotted path for the pending list is
 * `<file>.<…>.<newKey>` as the anchor's line sits; give it as `--path=<dotted path>` to list it.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { locales } from '../i18n/locales';
import { markPending } from './catalog/pendingFile';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const path = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length);
const [file, afterKey, newKey, json] = args;
if (!file || !afterKey || !newKey || !json) {
  console.error(
    'usage: node scripts/run-ts.mjs scripts/i18n-add.ts <file> <afterKey> <newKey> <json> [--path=<dotted key>]',
  );
  process.exit(2);
}
const texts = JSON.parse(json) as Record<string, string>;
if (typeof texts.en !== 'string') throw new Error('the English text (en) is required');
for (const { locale } of locales) {
  const catalog = `i18n/${locale}/${file}.ts`;
  const text = texts[locale] ?? texts.en;
  const lines = readFileSync(catalog, 'utf8').split('\n');
  const index = lines.findIndex((line) => new RegExp(`^\\s*${afterKey}:`).test(line));
  if (index < 0) throw new Error(`${catalog}: no key ${afterKey}`);
  const indent = /^\s*/.exec(lines[index]!)![0];
  let end = index;
  while (!/[,{]\s*$/.test(lines[end]!)) end++;
  lines.splice(end + 1, 0, `${indent}${newKey}: ${JSON.stringify(text)},`);
  writeFileSync(catalog, lines.join('\n'));
  if (texts[locale] === undefined && locale !== 'en') {
    if (!path) throw new Error(`no ${locale} text: give --path=<dotted key> to list it as pending`);
    markPending(locale, [path]);
  }
}
