import { act, render } from '@testing-library/react';
import { TestMemoryRouter, useScrollToTop } from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { raScrollToTopState } from '../../../src/framework/internals/raScrollToTopState';

describe('raScrollToTopState', () => {
  it('makes the installed react-admin scroll the window to the top on arrival', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate: NavigateFunction | undefined;
    function Page() {
      useScrollToTop();
      return null;
    }
    render(
      <TestMemoryRouter navigateCallback={(value) => (navigate = value)}>
        <Page />
      </TestMemoryRouter>,
    );
    act(() => void navigate?.('/plain'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate?.('/top', { state: raScrollToTopState }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
