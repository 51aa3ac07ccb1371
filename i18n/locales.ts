import { en } from './en';
import type { Messages } from './Messages';

export { en };
export type { Messages };

/** The console's languages, in menu order, each named in its own language. */
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

export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.some((l) => l.locale === value);

/**
 * Non-English catalogs, each a separate chunk loaded on first use (only English is in the first
 * bundle). A literal `import()` per language so the bundler can split them.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  ru: () => import('./ru').then((m) => m.ru),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  fr: () => import('./fr').then((m) => m.fr),
  ro: () => import('./ro').then((m) => m.ro),
  zh: () => import('./zh').then((m) => m.zh),
  es: () => import('./es').then((m) => m.es),
};

/** The catalog of `locale`; English resolves at once (it is also available synchronously as `en`). */
export const loadMessages = (locale: Locale): Promise<Messages> =>
  locale === 'en' ? Promise.resolve(en) : loaders[locale]();
