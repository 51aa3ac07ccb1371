import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, testServices } from '../support/renderApp';
import { loadMessages } from '../../i18n/locales';
import { createOrgData } from '../../simulator/store';

const sim = startSimulator();

// The completion page is its own lazy module: transform it once before the tests, so a test's own
// waits measure the console, not the test runner compiling it on a loaded machine (a full CI run
// once timed out waiting for the page's first text).
beforeAll(async () => {
  await import('../../src/pages/public/SignUpCompletePage');
}, 120_000);

async function fillAccountAndOrganization(user: ReturnType<typeof userEvent.setup>, domain: string) {
  await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), `owner@${domain}.test`);
  await user.type(screen.getByLabelText(/^Password/), 'Owner-pass1');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/Organization domain/), `${domain}.localhost`);
  await user.type(screen.getByLabelText(/Organization name/), 'Globex');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByText(
      'Use only the part before the platform domain (for example my-org): lowercase letters, digits and hyphens',
    ),
  ).toBeInTheDocument();
  const domainField = screen.getByLabelText(/Organization domain/);
  await user.clear(domainField);
  await user.type(domainField, domain);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText(/Name on the card/), 'Owner');
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry date/), '12/40');
  await user.type(screen.getByLabelText(/Security code/), '123');
  await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));
}

/** A cancelable `beforeunload` as the browser fires it when the tab closes: true when the page asks first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('sign-up as a client', () => {
  it('creates the account and organization after payment, with the total in dollars', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await fillAccountAndOrganization(user, 'globex');
    expect(await screen.findByText('Total: $49.00')).toBeInTheDocument();
    await fillCard(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /globex\.localhost/ })).toBeInTheDocument();
    expect(sim.store.orgs.has('globex')).toBe(true);
    const request = sim.requests.find((r) => r.method === 'POST' && r.path === '/internal-user');
    expect(request).toBeDefined();
    // The card went to the payment provider, whose token for the server's price was charged.
    expect(Object.values(sim.store.providers?.payment ?? {})).toEqual([
      { amount_cents: 4900, declined: false, used: true },
    ]);
  });

  it('holds the name on the card to its required mark: empty, it is asked for before any payment', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillAccountAndOrganization(user, 'initech');
    const holder = await screen.findByLabelText(/Name on the card/);
    expect(holder).toBeRequired();
    await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/Expiry date/), '12/40');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(holder).toHaveAccessibleDescription('This field is required');
    expect(sim.requests.filter((r) => r.method === 'POST' && r.path === '/internal-user')).toEqual([]);
    expect(sim.store.orgs.has('initech')).toBe(false);
    await user.type(holder, 'Owner');
    await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('asks before leaving typed details: the sign-in link and the back button ask, Stay keeps them', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    const email = await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 });
    expect(closingAsks()).toBe(false);
    await user.type(email, 'owner@typed.test');
    // Closing the tab: the browser's own question.
    expect(closingAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    const leave = () => screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(await leave()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/sign-up');
    expect(email).toHaveValue('owner@typed.test');
    act(() => window.history.back());
    await user.click(within(await leave()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(closingAsks()).toBe(false);
  });

  it('lists every password rule of the init data under the password field', async () => {
    const acme = sim.store.orgs.get('acme')!;
    const jwt = acme.tables.authType.rows.find((row) => row.type === 'jwt')!;
    jwt.password_config = {
      min_length: 10,
      extra_characters: '!#$',
      is_number_required: true,
      is_upper_required: true,
      is_lower_required: true,
    };
    renderApp('/sign-up');
    expect(await screen.findByLabelText(/^Password/, {}, { timeout: 8000 })).toHaveAccessibleDescription(
      'The password needs at least 10 characters, an uppercase letter, a lowercase letter, a digit, and one of these characters: !#$.',
    );
  });

  it('lists the default rules, the special characters included', async () => {
    renderApp('/sign-up');
    expect(await screen.findByLabelText(/^Password/, {}, { timeout: 8000 })).toHaveAccessibleDescription(
      'The password needs at least 6 characters and one of these characters: !=@-+#$%^&*{}_.',
    );
  });

  it("checks the password against the init data's rules at the first step", async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'owner@short.test');
    await user.type(screen.getByLabelText(/^Password/), 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Organization domain/)).toBeNull();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('owner@short.test');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Password must contain at least one of these characters: !=@/)).toBeInTheDocument();
  });

  it('says payment is not available when configuration names no payment provider', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up', { services: testServices({ payment: { tokenizeUrl: null } }) });
    await fillAccountAndOrganization(user, 'nopay');
    expect(
      await screen.findByText('Payment is not available: no payment provider is configured for sign-up.'),
    ).toBeInTheDocument();
    expect(sim.requests.some((r) => r.method === 'POST' && r.path === '/internal-user')).toBe(false);
  });

  it('shows the declined payment and keeps the typed card details', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillAccountAndOrganization(user, 'initech');
    await fillCard(user, '4000 0000 0000 0001');
    expect(await screen.findByText('The card number is not valid')).toBeInTheDocument();
    const number = screen.getByLabelText(/Card number/);
    await user.clear(number);
    await user.type(number, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was declined');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(sim.store.orgs.has('initech')).toBe(false);
  });

  it("says in German that the payment was declined, from the catalog, not the server's English", async () => {
    const user = userEvent.setup();
    renderApp('/sign-up', { initialLocale: { locale: 'de', messages: await loadMessages('de') } });
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/, {}, { timeout: 8000 }), 'owner@hooli.test');
    await user.type(screen.getByLabelText(/^Passwort/), 'Owner-pass1');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByLabelText(/Domain der Organisation/), 'hooli');
    await user.type(screen.getByLabelText(/Name der Organisation/), 'Hooli');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByLabelText(/Name auf der Karte/), 'Owner');
    await user.type(screen.getByLabelText(/Kartennummer/), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText(/Ablaufdatum/), '12/40');
    await user.type(screen.getByLabelText(/Sicherheitscode/), '123');
    await user.click(screen.getByRole('button', { name: 'Bezahlen und Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Zahlung wurde abgelehnt');
    expect(screen.queryByText(/The payment was declined/)).toBeNull();
    expect(sim.store.orgs.has('hooli')).toBe(false);
  });

  it('says a taken domain at the organization step as it is typed, before any payment', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'owner@taken.test');
    await user.type(screen.getByLabelText(/^Password/), 'Owner-pass1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const domain = await screen.findByLabelText(/Organization domain/);
    await user.type(domain, 'acme');
    await waitFor(() => expect(domain).toHaveAccessibleDescription('Already exists, please use a different value'));
    expect(sim.requests.some((r) => r.path === '/internal-organization/availability')).toBe(true);
    await user.type(screen.getByLabelText(/Organization name/), 'Acme again');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    await user.clear(domain);
    await user.type(domain, 'acme-two');
    await waitFor(() => expect(domain).toHaveAccessibleDescription(/acme-two\..+ is free\./));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(Object.keys(sim.store.providers?.payment ?? {})).toHaveLength(0);
  });

  it('when only the payment finds the domain taken, goes back to it and pays once with the same token', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillAccountAndOrganization(user, 'wayne');
    await screen.findByText('Total: $49.00');
    // Someone else signs up with the domain while this visitor types the card.
    sim.store.orgs.set('wayne', createOrgData('wayne', 'Wayne', new Date().toISOString()));
    await fillCard(user, '4242 4242 4242 4242');
    const domain = await screen.findByLabelText(/Organization domain/);
    expect(domain).toHaveValue('wayne');
    expect(domain).toHaveAccessibleDescription('Already exists, please use a different value');
    const tokens = () => Object.values(sim.store.providers?.payment ?? {});
    expect(tokens()).toEqual([{ amount_cents: 4900, declined: false, used: false }]);
    await user.clear(domain);
    await user.type(domain, 'wayne-enterprises');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeInTheDocument();
    expect(sim.store.orgs.has('wayne-enterprises')).toBe(true);
    // One card, one token, charged once.
    expect(tokens()).toEqual([{ amount_cents: 4900, declined: false, used: true }]);
    expect(sim.requests.filter((r) => r.method === 'POST' && r.path === '/internal-user')).toHaveLength(2);
  });

  it('offers only the pre-registration form while sign-up is paused, then says the request is under review', async () => {
    sim.store.settings.signup.active = false;
    const user = userEvent.setup();
    renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Pre-registration' }, { timeout: 8000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail address/), 'wait@list.test');
    await user.type(screen.getByLabelText(/Comments and notes/), 'Team of 12');
    // Typed and not sent: closing the tab asks first; once sent, it does not.
    expect(closingAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request is under review');
    expect(closingAsks()).toBe(false);
    expect(sim.store.preRegistrations.at(-1)).toMatchObject({ email: 'wait@list.test', comments: 'Team of 12' });
  });

  it('completes the sign-up with the e-mailed link once; the second time the link is no longer valid', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillAccountAndOrganization(user, 'umbrella');
    await fillCard(user, '4242424242424242');
    await screen.findByRole('heading', { name: 'Welcome aboard!' });
    const code = sim.store.mail.find((m) => m.kind === 'sign_up')!.code;
    renderApp(`/sign-up/complete?code=${code}`);
    expect(await screen.findByText('Your sign-up is complete.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    renderApp(`/sign-up/complete?code=${code}`);
    await waitFor(() =>
      expect(screen.getAllByText('This sign-up link is no longer valid or has expired.').length).toBeGreaterThan(0),
    );
  });
});
