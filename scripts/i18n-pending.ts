/**
 * `npm run i18n:pending`: the catalog entries still in English, waiting for a translation
 * (i18n/<code>/pending.json, docs/decisions/0023-pending-translations.md), by language, each with
 * its English text. Translate an entry in `i18n/<code>/*.ts`, then take its key out of the
 * language's pending.json (the catalog tests fail while a translated entry is still listed).
 *
 *   npm run i18n:pending [-- <code>…]
 */
import { en } from '../i18n/en';
import { locales } from '../i18n/locales';
import { readPending } from './catalog/pendingFile';

const chosen = process.argv.slice(2);
const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

let total = 0;
for (const { locale, name } of locales) {
  if (locale === 'en' || (chosen.length && !chosen.includes(locale))) continue;
  const keys = readPending(locale);
  if (!keys.length) continue;
  total += keys.length;
  console.log(`${locale} (${name}): ${keys.length} waiting for a translation, in i18n/${locale}/`);
  for (const key of keys) console.log(`  ${key}: ${JSON.stringify(english(key))}`);
}
console.log(total ? `${total} entries in all.` : 'No entry waits for a translation.');
