import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useAuthState, useCanAccess, usePermissions, type AuthProvider } from 'react-admin';
import { seedRaSignedInAnswers } from '../../../src/framework/internals/raSignedInAnswers';
import { coreAdmin, signedInAuthProvider } from './coreAdmin';

/** An authProvider that counts what the installed react-admin asks it. */
function countingAuthProvider() {
  const asked = { checkAuth: 0, getPermissions: 0, canAccess: 0 };
  const authProvider: AuthProvider = {
    ...signedInAuthProvider,
    checkAuth: async () => void asked.checkAuth++,
    getPermissions: async () => {
      asked.getPermissions++;
      return ['admin'];
    },
    canAccess: async () => {
      asked.canAccess++;
      return true;
    },
  };
  return { asked, authProvider };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The installed react-admin takes the answers `seedRaSignedInAnswers` puts in, at once and without asking. */
describe('seedRaSignedInAnswers', () => {
  it('signed in: the session check, the permissions and the access checks answer at first render', async () => {
    const { asked, authProvider } = countingAuthProvider();
    const queryClient = new QueryClient();
    seedRaSignedInAnswers(queryClient, true);
    const { result } = renderHook(
      () => ({
        auth: useAuthState(),
        permissions: usePermissions(),
        access: useCanAccess({ action: 'list', resource: 'gadget', enabled: true }),
      }),
      { wrapper: coreAdmin({ queryClient, authProvider }) },
    );
    expect(result.current.auth).toMatchObject({ isPending: false, authenticated: true });
    expect(result.current.permissions).toMatchObject({ isPending: false, permissions: null });
    expect(result.current.access).toMatchObject({ isPending: false, canAccess: true });
    await settle();
    expect(asked).toEqual({ checkAuth: 0, getPermissions: 0, canAccess: 0 });
  });

  it('not signed in: the session check is asked, as react-admin would', async () => {
    const { asked, authProvider } = countingAuthProvider();
    const queryClient = new QueryClient();
    seedRaSignedInAnswers(queryClient, false);
    const { result } = renderHook(() => useAuthState(), { wrapper: coreAdmin({ queryClient, authProvider }) });
    expect(result.current.isPending).toBe(true);
    await settle();
    expect(asked.checkAuth).toBe(1);
  });
});
