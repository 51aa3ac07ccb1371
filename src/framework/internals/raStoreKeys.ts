/** Keys of react-admin's store (a `localStorageStore` adds `raStorePrefix` and its own prefix). */
export const raStoreKeys = {
  /** The sidebar's open state (`useSidebarState`). */
  sidebarOpen: 'sidebar.open',
  /**
   * The language picked (`useLocaleState`); react-admin's i18n context renders nothing while the
   * locale stored here differs from its provider's.
   */
  locale: 'locale',
};
