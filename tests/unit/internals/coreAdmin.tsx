import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { CoreAdminContext, memoryStore, type AuthProvider, type DataProvider, type Store } from 'react-admin';

/** One record of the `gadget` resource, which every list read answers. */
export const gadget = { id: 1, name: 'Sprocket' };

export const gadgetDataProvider = {
  getList: async () => ({ data: [gadget], total: 1 }),
  update: async (_resource: string, params: { id: unknown; data: object }) => ({ data: { ...gadget, ...params.data } }),
} as unknown as DataProvider;

export const signedInAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Ada' }),
  getPermissions: async () => ['admin'],
};

/**
 * A wrapper for renderHook/render: the installed react-admin's core (router, store, query client,
 * data and auth providers) and an MUI theme, as the checks of src/framework/internals need them.
 */
export function coreAdmin({
  store = memoryStore(),
  queryClient = new QueryClient(),
  dataProvider = gadgetDataProvider,
  authProvider = signedInAuthProvider,
  theme = {},
}: {
  store?: Store;
  queryClient?: QueryClient;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  theme?: ThemeOptions;
} = {}) {
  return function CoreAdmin({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider} store={store} queryClient={queryClient}>
        <ThemeProvider theme={createTheme(theme)}>{children}</ThemeProvider>
      </CoreAdminContext>
    );
  };
}
