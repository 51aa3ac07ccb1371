import polyglotI18nProvider from 'ra-i18n-polyglot';

const probe = Array.from({ length: 8 }, (_, index) => String(index)).join(' |||| ');

/**
 * How many plural variants a `A |||| B` text has in `locale`: as many as polyglot (react-admin's
 * translator) chooses among there (English 2, Russian 3, Chinese 1). Read from polyglot itself, so
 * a new language needs no table (the catalog tests and the scripts that write catalogs use it).
 */
export function pluralForms(locale: string): number {
  const { translate } = polyglotI18nProvider(() => ({ probe }) as never, locale);
  const chosen = new Set<string>();
  for (let count = 0; count <= 200; count += 1) chosen.add(translate('probe', { smart_count: count }));
  return chosen.size;
}
