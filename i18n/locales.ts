import type { Messages } from './Messages';
import { enFirstScreen } from './en/firstScreen';

export type { Messages };

/** A catalog as the first screen may have it: complete, or English's first-screen part. */
export type StartMessages = Messages | typeof enFirstScreen;
export { enFirstScreen };

/**
 * The console's languages, in menu order, each named in its own language: the one list the rest
 * derives from (the catalogs to load, the date pickers' languages, config.json's `languages`, the
 * scripts that write catalogs, the catalog tests). `npm run add:language -- <code>` adds one.
 */
export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'pt', name: 'Português' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ro', name: 'Română' },
  { locale: 'zh', name: '中文' },
  { locale: 'es', name: 'Español' },
] as const;

export type Locale = (typeof locales)[number]['locale'];

/** The languages' codes, in menu order (a non-empty tuple, for schemas). */
export const localeCodes = locales.map((l) => l.locale) as [Locale, ...Locale[]];

export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.some((l) => l.locale === value);

/** Each language's catalog module (`i18n/<code>/index.ts`, exporting the catalog under the code's name). */
const catalogModules = import.meta.glob<Record<string, Messages>>('./*/index.ts');

/**
 * The catalogs, each a separate chunk loaded on first use (only English's first-screen part is in
 * the first bundle; its whole catalog is a chunk that adds the rest).
 */
const loaders = Object.fromEntries(
  localeCodes.map((locale) => {
    const load = catalogModules[`./${locale}/index.ts`];
    if (!load) throw new Error(`i18n/${locale}/index.ts is missing: the language is listed in i18n/locales.ts`);
    return [locale, () => load().then((module) => module[catalogExport(locale)]!)];
  }),
) as Record<Locale, () => Promise<Messages>>;

/** The name a catalog module exports its catalog under: the code, a region's dash as an underscore (`pt_BR`). */
export const catalogExport = (locale: string) => locale.replace('-', '_');

/** The whole catalog of `locale`. */
export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
