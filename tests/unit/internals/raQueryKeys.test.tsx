import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useAuthState, useCanAccess, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import { raQueryKeys } from '../../../src/framework/internals/raQueryKeys';
import { coreAdmin } from './coreAdmin';

/** The installed react-admin keeps its own queries under the keys src/framework/internals/raQueryKeys.ts names. */
describe('raQueryKeys', () => {
  it("keeps the signed-in identity under raQueryKeys.identity (the console invalidates it when the user's name changes)", async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useGetIdentity(), { wrapper: coreAdmin({ queryClient }) });
    await waitFor(() => expect(result.current.data?.fullName).toBe('Ada'));
    expect(queryClient.getQueryData(raQueryKeys.identity)).toMatchObject({ fullName: 'Ada' });
  });

  it('keeps the session check under raQueryKeys.checkAuth, and takes an answer seeded there without asking', async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useAuthState(), { wrapper: coreAdmin({ queryClient }) });
    await waitFor(() => expect(result.current.authenticated).toBe(true));
    expect(queryClient.getQueryData(raQueryKeys.checkAuth)).toBe(true);

    const seeded = new QueryClient();
    seeded.setQueryData(raQueryKeys.checkAuth, true);
    const { result: first } = renderHook(() => useAuthState(), { wrapper: coreAdmin({ queryClient: seeded }) });
    expect(first.current.isPending).toBe(false);
  });

  it('keeps the permissions under raQueryKeys.permissions, and takes an answer seeded there without asking', async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => usePermissions(), { wrapper: coreAdmin({ queryClient }) });
    await waitFor(() => expect(result.current.permissions).toEqual(['admin']));
    expect(queryClient.getQueryData(raQueryKeys.permissions)).toEqual(['admin']);

    const seeded = new QueryClient();
    seeded.setQueryData(raQueryKeys.permissions, null);
    const { result: first } = renderHook(() => usePermissions(), { wrapper: coreAdmin({ queryClient: seeded }) });
    expect(first.current.isPending).toBe(false);
  });

  it("keeps a controller's access check under raQueryKeys.canAccess, and takes an answer the defaults give there without asking", async () => {
    // A list controller's check (useRequireAccess), with an authProvider that has no canAccess.
    const params = { action: 'list', resource: 'gadget', enabled: true };
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useCanAccess(params), { wrapper: coreAdmin({ queryClient }) });
    expect(result.current.canAccess).toBe(true);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: raQueryKeys.canAccess })).toHaveLength(1),
    );
    const [asked] = queryClient.getQueryCache().findAll({ queryKey: raQueryKeys.canAccess });
    await waitFor(() => expect(asked!.state.dataUpdateCount).toBe(1));

    const seeded = new QueryClient();
    seeded.setQueryDefaults(raQueryKeys.canAccess, { initialData: true, staleTime: Infinity });
    renderHook(() => useCanAccess(params), { wrapper: coreAdmin({ queryClient: seeded }) });
    const [answered] = seeded.getQueryCache().findAll({ queryKey: raQueryKeys.canAccess });
    expect(answered!.state).toMatchObject({ status: 'success', data: true, fetchStatus: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered!.state).toMatchObject({ fetchStatus: 'idle', dataUpdateCount: 0 });
  });

  it("starts every data query's key with the resource name (raQueryKeys.resource invalidates them all)", async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useGetList('gadget'), { wrapper: coreAdmin({ queryClient }) });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const data = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.queryKey[0] !== 'auth');
    expect(data.length).toBeGreaterThan(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: raQueryKeys.resource('gadget') })).toHaveLength(data.length);
  });
});
