import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryStore, useListParams } from 'react-admin';
import type { RaStoredListParams } from '../../../src/framework/internals/RaStoredListParams';
import { coreAdmin } from './coreAdmin';

describe('RaStoredListParams', () => {
  it("is what the installed react-admin's list keeps under its storeKey, and reads back from there", async () => {
    const store = memoryStore();
    const { result } = renderHook(
      () => useListParams({ resource: 'gadget', storeKey: 'gadget.list', perPage: 25, disableSyncWithLocation: true }),
      {
        wrapper: coreAdmin({ store }),
      },
    );
    act(() => result.current[1].setSort({ field: 'name', order: 'DESC' }));
    act(() => result.current[1].setFilters({ q: 'cog' }, { q: true }));
    act(() => result.current[1].setPage(2));
    const expected: RaStoredListParams = {
      sort: 'name',
      order: 'DESC',
      perPage: 25,
      page: 2,
      filter: { q: 'cog' },
      displayedFilters: { q: true },
    };
    await waitFor(() => expect(store.getItem('gadget.list')).toEqual(expected));

    const stored: RaStoredListParams = { sort: 'size', order: 'ASC', perPage: 50, page: 3, filter: { q: 'nut' } };
    const { result: again } = renderHook(
      () => useListParams({ resource: 'gadget', storeKey: 'gadget.list', disableSyncWithLocation: true }),
      {
        wrapper: coreAdmin({ store: memoryStore({ 'gadget.list': stored }) }),
      },
    );
    expect(again.current[0]).toMatchObject({ sort: 'size', order: 'ASC', perPage: 50, page: 3, filter: { q: 'nut' } });
  });
});
