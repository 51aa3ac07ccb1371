/**
 * The entries of each catalog that still hold the English text, waiting for a translation
 * (docs/decisions/0023-pending-translations.md): `i18n/<code>/pending.json`, a list of dotted keys
 * (`resources.webhookEndpoint.fields.url`). The scripts that write catalogs (`add:resource`,
 * `add:language`) add to it, `npm run i18n:pending` lists it, `npm test` counts it, and the catalog
 * tests accept an English text only there. Read by tests and scripts, never by the console.
 */
const files = import.meta.glob<readonly string[]>('./*/pending.json', { eager: true, import: 'default' });

export const pendingTranslations: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(files).map(([path, keys]) => [path.split('/')[1]!, keys]),
);
