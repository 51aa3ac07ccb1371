import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryStore, useLocaleState, useSidebarState } from 'react-admin';
import { raStoreKeys } from '../../../src/framework/internals/raStoreKeys';
import { coreAdmin } from './coreAdmin';

/** The installed react-admin keeps its state under the store keys src/framework/internals/raStoreKeys.ts names. */
describe('raStoreKeys', () => {
  it('keeps the sidebar state under raStoreKeys.sidebarOpen', async () => {
    const store = memoryStore();
    const { result } = renderHook(() => useSidebarState(), { wrapper: coreAdmin({ store }) });
    act(() => result.current[1](false));
    await waitFor(() => expect(store.getItem(raStoreKeys.sidebarOpen)).toBe(false));
  });

  it('keeps the picked language under raStoreKeys.locale; renders nothing while the one stored there differs', async () => {
    const store = memoryStore();
    const { result } = renderHook(() => useLocaleState(), { wrapper: coreAdmin({ store }) });
    act(() => result.current[1]('fr'));
    await waitFor(() => expect(store.getItem(raStoreKeys.locale)).toBe('fr'));

    // The i18n provider speaks English: a stored German holds the page back (createConsoleStore's reason).
    const shown = (locale: string) =>
      renderHook(() => useLocaleState(), {
        wrapper: coreAdmin({ store: memoryStore({ [raStoreKeys.locale]: locale }) }),
      }).result.current !== null;
    expect(shown('en')).toBe(true);
    expect(shown('de')).toBe(false);
  });
});
