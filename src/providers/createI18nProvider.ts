import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { loadMessages, locales } from '../../i18n/locales';
import type { Messages } from '../../i18n/Messages';
import type { LocaleCode } from '../config/appConfig';

/**
 * Polyglot i18nProvider: English is bundled, the other catalogs load on demand (the starting one is
 * loaded before the first render, see `pickInitialLocale`). Missing keys are not silently replaced
 * by English: polyglot's `allowMissing` stays off so a gap shows up as the key.
 */
export function createI18nProvider(
  languages: readonly LocaleCode[],
  initial: { locale: LocaleCode; messages: Messages },
) {
  const available = locales.filter((entry) => languages.includes(entry.locale));
  return polyglotI18nProvider(
    (locale) =>
      locale === initial.locale ? initial.messages : locale === 'en' ? en : loadMessages(locale as LocaleCode),
    initial.locale,
    available.map(({ locale, name }) => ({ locale, name })),
  );
}

/** The saved choice, else the browser's language, else the configured default; with its catalog. */
export async function pickInitialLocale(
  languages: readonly LocaleCode[],
  fallback: LocaleCode,
  saved: string | undefined,
): Promise<{ locale: LocaleCode; messages: Messages }> {
  const browser = (globalThis.navigator?.language ?? '').slice(0, 2) as LocaleCode;
  const locale =
    [saved, browser, fallback].find(
      (candidate): candidate is LocaleCode => !!candidate && (languages as readonly string[]).includes(candidate),
    ) ??
    languages[0] ??
    'en';
  return { locale, messages: locale === 'en' ? en : await loadMessages(locale) };
}
