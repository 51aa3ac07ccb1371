import { localStorageStore } from 'react-admin';
import { raStorePrefix } from '../../../src/framework/internals/raStorePrefix';

describe('raStorePrefix', () => {
  it("is what the installed react-admin's localStorageStore puts before every key", () => {
    const store = localStorageStore(undefined, 'console:internals');
    store.setup();
    store.setItem('probe', 1);
    expect(Object.keys(localStorage)).toContain(`${raStorePrefix}console:internals.probe`);
    store.teardown();
  });
});
