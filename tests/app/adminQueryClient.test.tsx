import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const getPermissions = vi.fn();

// Wraps the real auth provider to see whether react-admin asks for permissions.
vi.mock('../../src/providers/createAuthProvider', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/providers/createAuthProvider')>();
  return {
    ...original,
    createAuthProvider: (...args: Parameters<typeof original.createAuthProvider>): AuthProvider => {
      const provider = original.createAuthProvider(...args);
      return {
        ...provider,
        getPermissions: (params: unknown) => {
          getPermissions(params);
          return provider.getPermissions!(params);
        },
      };
    },
  };
});

startSimulator();

describe('signed-in start: permissions known up front (createAdminQueryClient)', () => {
  it("renders the dashboard without react-admin asking for permissions (the seeded answer matches react-admin's query)", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Welcome, /, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(getPermissions).not.toHaveBeenCalled();
  });
});
