import { localStorageStore, type Store } from 'react-admin';
import { raStoreKeys } from '../framework/internals/raStoreKeys';

/** react-admin's local storage store of one organization's console (keys `RaStoreconsole:<org>.*`, raStorePrefix). */
function organizationStore(subdomain: string | null): Store {
  return localStorageStore(undefined, `console:${subdomain ?? 'default'}`);
}

/**
 * The console's preferences (theme, language, sidebar, table settings), kept per organization.
 * Until the user picks a language, `locale` reads as the one the console started with (nothing is
 * written): react-admin's i18n context renders nothing while the stored locale differs from its
 * provider's, then renders everything again, synchronously, once its effect has run — the signed-in
 * shell's whole first render in one long task.
 */
export function createConsoleStore(subdomain: string | null, startLocale: string): Store {
  const store = organizationStore(subdomain);
  const getItem: Store['getItem'] = (key, defaultValue) =>
    key === raStoreKeys.locale && defaultValue === undefined
      ? (store.getItem(key) ?? (startLocale as typeof defaultValue))
      : store.getItem(key, defaultValue);
  return { ...store, getItem };
}

/** The language the user picked on this organization's console, if any. */
export function savedLocale(subdomain: string | null): string | undefined {
  const locale: unknown = organizationStore(subdomain).getItem(raStoreKeys.locale);
  return typeof locale === 'string' ? locale : undefined;
}
