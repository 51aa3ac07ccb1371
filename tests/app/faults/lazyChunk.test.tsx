import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../i18n/en';
import { reloadOnceOnChunkError } from '../../../src/framework/layout/reloadOnceOnChunkError';
import { startSimulator } from '../../support/simulatorServer';
import { renderApp, signIn, testServices } from '../../support/renderApp';
import { expectFrame } from './faultMatrix';

/**
 * Fault matrix, "lazy chunk 404" row: a part of the console that cannot be downloaded reloads the
 * page once; when it fails again the frame shows a translated error screen with a Reload button.
 * Each lazily loaded module below fails to import (React caches a lazy component's failure, so each
 * case uses its own module). Not applicable: a token refresh loads no code.
 * The same in a real browser, with a real reload: tests/e2e/chunkFailure.e2e.ts.
 */
const { chunkMissing } = vi.hoisted(() => ({
  chunkMissing: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));
vi.mock('../../../src/pages/import/ImportsPage', chunkMissing);
vi.mock('../../../src/framework/resource/views/ResourceList', chunkMissing);
vi.mock('../../../src/pages/me/ActivityPage', chunkMissing);
vi.mock('../../../src/pages/me/SessionsPage', () => ({
  default: () => {
    throw new Error('render failure');
  },
}));

const sim = startSimulator();
const RELOADED_FLAG = 'console:reloaded-for-chunk';
const reload = vi.fn();
let stop: () => void = () => undefined;

beforeEach(() => {
  reload.mockClear();
  stop = reloadOnceOnChunkError({ reload });
});
afterEach(() => stop());

async function openSignedIn(route: string) {
  const services = testServices();
  await signIn(services);
  renderApp(route, { services });
  return services;
}

describe('a lazily loaded part that cannot be downloaded', () => {
  it('list screen: the first failure reloads the page once, with no error flash; the frame stays', async () => {
    await openSignedIn('/imports');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expectFrame();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RELOADED_FLAG)).not.toBeNull();
  });

  it('form submitted: the save is done, the list it returns to fails to download → one reload', async () => {
    const user = userEvent.setup();
    await openSignedIn('/permission/create');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Chunk title');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'chunk_code');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/permission');
    expect([...sim.store.orgs.get('acme')!.tables.permission.rows].some((row) => row.code === 'chunk_code')).toBe(true);
  });

  it('after that reload it fails again: the translated error screen with a Reload button, inside the frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOADED_FLAG, String(Date.now()));
    await openSignedIn('/me/activity');
    const screenAlert = await screen.findByRole('alert');
    expect(screenAlert).toHaveTextContent(en.app.bootError.title);
    expect(screenAlert).toHaveTextContent(en.app.bootError.message);
    expect(screen.getByRole('button', { name: en.app.bootError.reload })).toBeInTheDocument();
    await expectFrame();
    expect(reload).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });
});

describe('a page that fails to render', () => {
  it('shows "This part of the page failed" inside the frame, and the menu still leads elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openSignedIn('/me/session');
    expect(await screen.findByRole('heading', { name: en.app.errors.boundaryTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.app.errors.retry })).toBeInTheDocument();
    await expectFrame();
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
