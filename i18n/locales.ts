import type { Messages } from './Messages';
import { enFirstScreen } from './en/firstScreen';

export type { Messages };

/** A catalog as the first screen may have it: complete, or English's first-screen part. */
export type StartMessages = Messages | typeof enFirstScreen;
export { enFirstScreen };

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
 * The catalogs, each a separate chunk loaded on first use (only English's first-screen part is in
 * the first bundle; its whole catalog is a chunk that adds the rest). A literal `import()` per
 * language so the bundler can split them.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  ru: () => import('./ru').then((m) => m.ru),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  fr: () => import('./fr').then((m) => m.fr),
  ro: () => import('./ro').then((m) => m.ro),
  zh: () => import('./zh').then((m) => m.zh),
  es: () => import('./es').then((m) => m.es),
};

/** The whole catalog of `locale`. */
export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
