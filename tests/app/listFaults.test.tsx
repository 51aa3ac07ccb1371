import { screen } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

async function openPermissions() {
  const services = testServices();
  await signIn(services);
  renderApp('/permission', { services });
  return services;
}

describe('a list that cannot load says why, in words, and keeps the page', () => {
  it('server error → translated message', async () => {
    sim.faults.add({ method: 'GET', path: '/permission', status: 500, body: { message: 'boom' } });
    await openPermissions();
    expect(await screen.findByText('The server failed to process the request. Try again later.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu of/ })).toBeInTheDocument();
  });

  it('a body that breaks the contract → "unexpected format", not a crash', async () => {
    sim.faults.add({ method: 'GET', path: '/permission', status: 200, body: { items: [{ title: 1 }], meta: {} } });
    await openPermissions();
    expect(await screen.findByText('The server answered in an unexpected format.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('malformed JSON → "unexpected format"', async () => {
    sim.faults.add({ method: 'GET', path: '/permission', malformed: true });
    await openPermissions();
    expect(await screen.findByText('The server answered in an unexpected format.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('network down → "cannot be reached"', async () => {
    sim.faults.add({ method: 'GET', path: '/permission', network: true });
    await openPermissions();
    expect(await screen.findByText('The server cannot be reached. Check your connection and try again.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('too many requests → "wait a moment"', async () => {
    sim.faults.add({ method: 'GET', path: '/permission', status: 429, body: { message: 'slow down' } });
    await openPermissions();
    expect(await screen.findByText('Too many requests. Wait a moment and try again.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
