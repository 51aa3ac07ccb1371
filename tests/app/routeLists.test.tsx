import { screen, waitFor } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

startSimulator();

/** SPEC §2/§9: the common and guest-only route lists come from config.json, with the spec's defaults. */
describe('route lists of the configuration', () => {
  it('lets a signed-in user open password_reset when the configuration lists it as common', async () => {
    const services = testServices({ commonRoutes: ['home', 'error_404', 'social_login', 'password_reset'] });
    await signIn(services);
    renderApp('/password-reset?code=abc', { services });
    expect(await screen.findByRole('heading', { name: 'Reset password' }, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/password-reset');
  });

  it('sends a signed-in user home from a screen the configuration lists as guest-only', async () => {
    const services = testServices({ guestRoutes: ['password_reset', 'test'] });
    await signIn(services);
    renderApp('/test', { services });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows a guest the screen the configuration lists as guest-only', async () => {
    renderApp('/test', { services: testServices({ guestRoutes: ['password_reset', 'test'] }) });
    expect(await screen.findByRole('heading', { name: 'Console check' }, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/test');
  });

  it('keeps the spec defaults: password_reset guest-only, social_login common', async () => {
    const services = testServices();
    expect(services.config.guestRoutes).toEqual(['password_reset']);
    expect(services.config.commonRoutes).toEqual(['home', 'error_404', 'social_login']);
    await signIn(services);
    renderApp('/password-reset?code=abc', { services });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
