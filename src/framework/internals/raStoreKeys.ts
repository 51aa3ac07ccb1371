/** Keys of react-admin's store (a `localStorageStore` adds `raStorePrefix` and its own prefix). */
export const raStoreKeys = {
  /** The sidebar's open state (`useSidebarState`). */
  sidebarOpen: 'sidebar.open',
};
