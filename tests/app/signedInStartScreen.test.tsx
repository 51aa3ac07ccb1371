import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { createI18nProvider } from '../../src/providers/createI18nProvider';
import { SignedInStartScreen } from '../../src/shell/SignedInStartScreen';
import { resourceRegistry } from '../../src/shell/resourceRegistry';
import { enFirstScreen, type StartMessages } from '../../i18n/locales';

function renderStart(
  path: string,
  locale: 'en' | 'fr' = 'en',
  messages: StartMessages = en,
  stored: Record<string, unknown> | Store = {},
) {
  const i18nProvider = createI18nProvider(['en', 'fr'], { locale, messages });
  const store = 'getItem' in stored ? (stored as Store) : memoryStore(stored);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignedInStartScreen i18nProvider={i18nProvider} store={store} />
    </MemoryRouter>,
  );
}

describe('signed-in start screen (while the admin shell loads)', () => {
  it('at home: the app bar and the dashboard title, the page marked busy with a labelled progress indicator', () => {
    renderStart('/');
    expect(screen.getByRole('banner')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('elsewhere: no title it cannot know yet, only the progress indicator', () => {
    renderStart('/users');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('at a generated list: its h1 once the declarations are in, then at once at a later start in the same language', async () => {
    // The console's kind of store (memoryStore forgets everything when its provider unmounts).
    const store = localStorageStore(undefined, 'start-heading-test');
    const first = renderStart('/user', 'en', en, store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(store.getItem('startHeadings')).toBeTruthy(), { timeout: 10_000 });
    first.unmount();

    // A later start (a deep link, a reload), with the declarations not downloaded yet: the h1 is
    // drawn in the first render.
    vi.spyOn(resourceRegistry, 'loaded', 'get').mockReturnValue(undefined);
    vi.spyOn(resourceRegistry, 'preload').mockReturnValue(new Promise(() => undefined));
    const later = renderStart('/user', 'en', en, store);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    later.unmount();
    const create = renderStart('/auth-type/create', 'en', en, store);
    expect(screen.getByRole('heading', { level: 1, name: 'New Authentication type' })).toBeInTheDocument();
    create.unmount();
    // Headings kept in another language are not shown.
    renderStart('/user', 'fr', fr, store);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("keeps a remembered title when the declarations come before the resources' names (English's first-screen catalog)", async () => {
    const store = localStorageStore(undefined, 'start-heading-test-names');
    const first = renderStart('/user', 'en', en, store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(store.getItem('startHeadings')).toBeTruthy(), { timeout: 10_000 });
    first.unmount();

    // A later start: the declarations are in at once, the resources' names still on their way.
    const declarations = await resourceRegistry.preload();
    vi.spyOn(resourceRegistry, 'loaded', 'get').mockReturnValue(declarations);
    renderStart('/user', 'en', enFirstScreen, store);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("at a first start in English (its first-screen catalog), the declarations give the list's title", async () => {
    const declarations = await resourceRegistry.preload();
    vi.spyOn(resourceRegistry, 'loaded', 'get').mockReturnValue(declarations);
    renderStart('/user', 'en', enFirstScreen, localStorageStore(undefined, 'start-heading-first'));
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("speaks the user's language", () => {
    renderStart('/', 'fr', fr);
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: fr.ra.page.loading })).toBeInTheDocument();
  });

  it("keeps the place of react-admin's sidebar as the user left it (open 240 px, closed 50 px)", () => {
    const spacerWidth = (stored: Record<string, unknown>) => {
      const { unmount } = renderStart('/', 'en', en, stored);
      const spacer = screen.getByRole('main').previousElementSibling as HTMLElement;
      const width = getComputedStyle(spacer).width;
      unmount();
      return width;
    };
    expect(spacerWidth({})).toBe('240px');
    expect(spacerWidth({ 'sidebar.open': false })).toBe('50px');
  });
});
