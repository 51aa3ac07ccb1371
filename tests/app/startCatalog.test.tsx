import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { ADMIN, renderApp, signIn, testServices } from '../support/renderApp';
import { en } from '../../i18n/en';
import { enFirstScreen } from '../../i18n/locales';

startSimulator();

/** Text that is a catalog key shown as is (polyglot shows the key of a missing translation). */
const rawKey = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[A-Za-z_]+(\\.[A-Za-z_]+)*\\b`);

function expectNoRawKey() {
  expect(document.body.textContent ?? '').not.toMatch(rawKey);
}

// main.tsx starts English with the first screens' part of the catalog (i18n/en/firstScreen.ts):
// the signed-in screens' namespaces load with the signed-in shell.
describe("English's first-screen catalog", () => {
  it('leaves the signed-in namespaces out of the first bundle (of resources, only their names)', () => {
    expect(Object.keys(enFirstScreen).sort()).toEqual([
      'app',
      'framework',
      'guest',
      'ra',
      'resources',
      'server',
      'validation',
    ]);
    for (const entry of Object.values(enFirstScreen.resources)) expect(Object.keys(entry)).toEqual(['name']);
  });

  it.each(['/', '/sign-up', '/password-recovery', '/pre-registration'])(
    'translates the guest page %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expectNoRawKey();
    },
  );

  it('translates the signed-in screens once someone signs in', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText(/E-mail/), ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The dashboard's own namespace (dashboard.*) is not in the first-screen part.
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(en.dashboard.charts.requests, {}, { timeout: 8000 })).toBeInTheDocument();
    expectNoRawKey();
  });

  it('translates a signed-in deep link to a list and to a my-area page', async () => {
    const services = testServices();
    await signIn(services);
    const first = renderApp('/user', { services });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expectNoRawKey();
    first.unmount();
    renderApp('/me/security', { services });
    expect(await screen.findByRole('heading', { name: en.me.security.title })).toBeInTheDocument();
    expectNoRawKey();
  });
});
