import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  CoreAdminContext,
  FilterLiveForm,
  ListContextProvider,
  memoryStore,
  TextInput,
  type ListControllerResult,
} from 'react-admin';
import { raFilterFormDebounce } from '../../../src/framework/internals/raFilterFormDebounce';

describe('raFilterFormDebounce', () => {
  afterEach(() => vi.useRealTimers());

  it("is how long the installed react-admin's filter form waits after the last keystroke", async () => {
    const setFilters = vi.fn();
    const list = { filterValues: {}, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
    render(
      <CoreAdminContext store={memoryStore()}>
        <ListContextProvider value={list}>
          <FilterLiveForm>
            <TextInput source="q" label="Search" />
          </FilterLiveForm>
        </ListContextProvider>
      </CoreAdminContext>,
    );
    const search = await screen.findByRole('textbox', { name: 'Search' });
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'a' } });
    await act(async () => vi.advanceTimersByTime(raFilterFormDebounce - 1));
    expect(setFilters).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(setFilters).toHaveBeenCalledWith({ q: 'a' });
  });
});
