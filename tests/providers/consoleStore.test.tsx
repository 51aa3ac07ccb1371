import { renderToString } from 'react-dom/server';
import { I18nContextProvider, localStorageStore, StoreContextProvider, type Store } from 'react-admin';
import { createConsoleStore, savedLocale } from '../../src/providers/createConsoleStore';
import { createI18nProvider, pickInitialLocale } from '../../src/providers/createI18nProvider';
import { en } from '../../i18n/en';

const languages = ['en', 'de', 'fr'] as const;

describe('the console store', () => {
  beforeEach(() => localStorage.clear());

  it('reads the start locale until the user picks one, without writing it', () => {
    const store = createConsoleStore('acme', 'fr');
    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('theme')).toBeUndefined();
    expect(store.getItem('theme', 'dark')).toBe('dark');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(savedLocale('acme')).toBeUndefined();
  });

  it('keeps a picked language per organization, and the next start uses it', async () => {
    createConsoleStore('acme', 'en').setItem('locale', 'de');
    expect(createConsoleStore('acme', 'en').getItem('locale')).toBe('de');
    expect(savedLocale('acme')).toBe('de');
    expect(savedLocale('other')).toBeUndefined();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    await expect(pickInitialLocale(languages, 'en', savedLocale('acme'))).resolves.toMatchObject({ locale: 'de' });
    await expect(pickInitialLocale(languages, 'en', savedLocale('other'))).resolves.toMatchObject({ locale: 'fr' });
    vi.restoreAllMocks();
  });

  it("lets react-admin's i18n context render its children on the first render (not nothing, then all again)", () => {
    const page = (store: Store) =>
      renderToString(
        <StoreContextProvider value={store}>
          <I18nContextProvider value={createI18nProvider(languages, { locale: 'en', messages: en })}>
            <p>page</p>
          </I18nContextProvider>
        </StoreContextProvider>,
      );
    expect(page(createConsoleStore(null, 'en'))).toContain('page');
    // react-admin's own store, with no locale stored: the first render is empty.
    expect(page(localStorageStore(undefined, 'console:default'))).not.toContain('page');
  });
});
