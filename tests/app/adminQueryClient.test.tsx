import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const getPermissions = vi.fn();
/** While set, react-admin's session check (authProvider.checkAuth) does not answer. */
let holdCheckAuth = false;

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
        checkAuth: (params: unknown) => (holdCheckAuth ? new Promise<void>(() => {}) : provider.checkAuth(params)),
      };
    },
  };
});

startSimulator();

afterEach(() => {
  holdCheckAuth = false;
});

describe('signed-in start: permissions and the session check known up front (createAdminQueryClient)', () => {
  it("renders the dashboard without react-admin asking for permissions (the seeded answer matches react-admin's query)", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Welcome, /, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(getPermissions).not.toHaveBeenCalled();
  });

  it("lists the users of a deep link without waiting for react-admin's session check, which a signed-in start answers up front", async () => {
    const services = testServices();
    await signIn(services);
    // react-admin's list controller sends its request only once the session check has answered;
    // this one never does, so the rows can only come from the answer seeded at the start.
    holdCheckAuth = true;
    renderApp('/user', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'admin@acme.test' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
