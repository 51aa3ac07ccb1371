/** What `localStorageStore(version, appKey)` puts before every key in local storage. */
export const raStorePrefix = 'RaStore';
