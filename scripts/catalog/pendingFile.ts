import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `i18n/<locale>/pending.json` of the catalog under `root` (i18n/pendingTranslations.ts). */
const fileOf = (locale: string, root: string) => join(root, 'i18n', locale, 'pending.json');

/** The keys of `locale`'s catalog waiting for a translation. */
export function readPending(locale: string, root = process.cwd()): string[] {
  const file = fileOf(locale, root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** Lists `keys` of `locale`'s catalog as waiting for a translation (sorted, once each); returns the file. */
export function markPending(locale: string, keys: readonly string[], root = process.cwd()): string {
  const file = fileOf(locale, root);
  const all = [...new Set([...readPending(locale, root), ...keys])].sort();
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return file;
}
