import { useI18nProvider } from 'react-admin';

/**
 * The console's current locale, from the i18n provider. react-admin's `useLocaleState` reads (and
 * parses) the stored preference from local storage on every render: hundreds of times for a page of
 * list cells. The provider's locale is the same one — react-admin changes it first, then renders
 * the whole console again — so cells read it from there.
 */
export function useCurrentLocale(): string {
  return useI18nProvider().getLocale();
}
