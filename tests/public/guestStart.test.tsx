import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, initEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { startGuestRequests, takeGuestRequest } from '../../src/framework/guestStartRequests';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

startSimulator();

/** Services of a returning visitor: the device id of an earlier visit is stored, nobody is signed in. */
async function returningGuest() {
  const seed = testServices();
  await signIn(seed);
  seed.session.clear();
  const services = testServices();
  services.session.setDeviceId(seed.session.state.deviceId ?? '');
  return services;
}

describe('guest start-up', () => {
  it('starts the init data and sign-in methods before the first render; the sign-in page uses them instead of asking again', async () => {
    const services = await returningGuest();
    const call = vi.spyOn(services.client, 'call');
    startGuestRequests(services, { signInPage: true });
    const called = () => call.mock.calls.map(([endpoint]) => endpoint.name);
    expect(called()).toEqual([initEndpoints.guest.name, authEndpoints.methods.name]);
    renderApp('/', { services });
    expect(await screen.findByRole('link', { name: 'Continue with Google' }, { timeout: 8000 })).toBeInTheDocument();
    expect(called().filter((name) => name === authEndpoints.methods.name)).toHaveLength(1);
    expect(called().filter((name) => name === initEndpoints.guest.name)).toHaveLength(1);
  });

  it('starts nothing on a first visit (the fingerprint would compete with the first render) or when signed in', async () => {
    const firstVisit = testServices();
    startGuestRequests(firstVisit, { signInPage: true });
    expect(takeGuestRequest(firstVisit, 'initData')).toBeUndefined();
    const signedIn = await returningGuest();
    await signIn(signedIn);
    startGuestRequests(signedIn, { signInPage: true });
    expect(takeGuestRequest(signedIn, 'initData')).toBeUndefined();
  });

  it('hands each started request out once, and asks for the methods only on the sign-in page', async () => {
    const services = await returningGuest();
    startGuestRequests(services, { signInPage: false });
    expect(takeGuestRequest(services, 'authMethods')).toBeUndefined();
    const initData = takeGuestRequest(services, 'initData');
    expect(initData).toBeInstanceOf(Promise);
    expect(takeGuestRequest(services, 'initData')).toBeUndefined();
    await expect(initData).resolves.toMatchObject({ version: expect.any(String) });
  });

  it('switches the language from the sign-in page (the menu loads on first use)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'English' }, { timeout: 8000 }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
