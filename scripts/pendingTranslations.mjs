// The catalog entries waiting for a translation (i18n/<code>/pending.json, see
// i18n/pendingTranslations.ts), counted per language: for `npm test`'s closing lines. Plain
// JavaScript, so that scripts/test.mjs, which runs before anything is compiled, shares it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const i18n = resolve(import.meta.dirname, '..', 'i18n');

/** @returns {{ locale: string, count: number }[]} the languages with pending entries, with their counts */
export function pendingCounts() {
  return readdirSync(i18n, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(i18n, entry.name, 'pending.json')))
    .map((entry) => ({
      locale: entry.name,
      count: JSON.parse(readFileSync(join(i18n, entry.name, 'pending.json'), 'utf8')).length,
    }))
    .filter(({ count }) => count > 0);
}

/** One line for a summary: how many entries wait for a translation, and where to list them. */
export function pendingLine() {
  const counts = pendingCounts();
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  if (!total) return 'Translations pending: none.';
  const each = counts.map(({ locale, count }) => `${locale} ${count}`).join(', ');
  return `Translations pending: ${total} catalog entries in English (${each}); \`npm run i18n:pending\` lists them.`;
}
