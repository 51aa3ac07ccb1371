import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { enFirstScreen, loadMessages, locales, type StartMessages } from '../../i18n/locales';
import type { Messages } from '../../i18n/Messages';
import type { LocaleCode } from '../config/appConfig';

/** The console's i18nProvider: react-admin's, and a way to complete a first-screen catalog. */
export type ConsoleI18nProvider = I18nProvider & {
  /**
   * Makes sure the current language's whole catalog is in use: English starts with its first
   * screens' part (the signed-in screens' texts load with the signed-in shell). Resolves once it is
   * (at once when it already was); rejects when the catalog cannot be loaded.
   */
  completeCatalog(): Promise<void>;
};

/**
 * Polyglot i18nProvider: English's first-screen part is bundled, the catalogs load on demand (the
 * starting one before the first render, see `pickInitialLocale`). Missing keys are not silently
 * replaced by English: polyglot's `allowMissing` stays off so a gap shows up as the key.
 */
export function createI18nProvider(
  languages: readonly LocaleCode[],
  initial: { locale: LocaleCode; messages: StartMessages },
): ConsoleI18nProvider {
  const available = locales.filter((entry) => languages.includes(entry.locale));
  // The catalog in use at start (maybe a part); every later change of language loads a whole one.
  let start: { locale: LocaleCode; messages: StartMessages } | null = initial;
  const provider = polyglotI18nProvider(
    (locale) => {
      if (start?.locale === locale) return start.messages;
      return loadMessages(locale as LocaleCode);
    },
    initial.locale,
    available.map(({ locale, name }) => ({ locale, name })),
  );
  const complete = initial.messages !== enFirstScreen;
  const changeLocale = (locale: string) => {
    start = null;
    return provider.changeLocale(locale);
  };
  return {
    ...provider,
    changeLocale,
    completeCatalog: () => (complete || start === null ? Promise.resolve() : changeLocale(provider.getLocale())),
  };
}

/** The saved choice, else the browser's language, else the configured default; with its catalog. */
export async function pickInitialLocale(
  languages: readonly LocaleCode[],
  fallback: LocaleCode,
  saved: string | undefined,
): Promise<{ locale: LocaleCode; messages: StartMessages }> {
  const browser = (globalThis.navigator?.language ?? '').slice(0, 2) as LocaleCode;
  const locale =
    [saved, browser, fallback].find(
      (candidate): candidate is LocaleCode => !!candidate && (languages as readonly string[]).includes(candidate),
    ) ??
    languages[0] ??
    'en';
  // English's first screens need only a part of it: the rest loads with the signed-in shell.
  return { locale, messages: locale === 'en' ? enFirstScreen : await loadMessages(locale) };
}

export type { Messages };
