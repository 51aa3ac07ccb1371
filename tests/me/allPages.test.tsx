import { screen } from '@testing-library/react';
import { pageSizes } from '../../src/api/contract/common';
import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

/** More records than the API's largest page holds. */
const count = pageSizes.max + 5;
const acme = () => sim.store.orgs.get('acme')!.tables;

/** Copies of `row` (its id left to the table), `count` of them, told apart by `distinct(i)`. */
function copies<T extends { id: string }>(
  row: T,
  insert: (data: Omit<T, 'id'>) => void,
  distinct: (i: number) => Partial<T>,
) {
  const { id: _id, ...rest } = row;
  for (let i = 1; i <= count; i++) insert({ ...rest, ...distinct(i) } as Omit<T, 'id'>);
}

async function signedIn(config: Record<string, unknown> = {}) {
  const services = testServices(config);
  await signIn(services);
  return services;
}

// No silent truncation: the my-area lists read every page of the API (meta.total_pages), not the first one.
describe('the my-area lists hold every record', () => {
  it('me/session counts every active session', async () => {
    const services = await signedIn();
    // The session just signed in is the last one stored.
    const mine = acme().session.rows.at(-1)!;
    const own = acme().session.where((session) => session.user_id === mine.user_id);
    copies(
      mine,
      (data) => acme().session.insert(data),
      (i) => ({ device: `device-${i}`, access_token: `at_${i}` }),
    );
    renderApp('/me/session', { services });
    expect(await screen.findByText(`1-100 of ${own.length + count}`, {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);

  it('me/api (the keys screen) counts every key', async () => {
    const services = await signedIn();
    await services.client.call(apiKeyEndpoints.create, { body: { note: 'First' } });
    copies(
      acme().apiKey.rows.at(-1)!,
      (data) => acme().apiKey.insert(data),
      (i) => ({ name: `Key ${i}`, key: `ak_${i}` }),
    );
    renderApp('/me/api', { services });
    expect(await screen.findByText(`1-25 of ${count + 1}`, {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);

  it('me/api (the generic list, myApiList: generic) counts every key', async () => {
    const services = await signedIn({ myApiList: 'generic' });
    await services.client.call(apiKeyEndpoints.create, { body: { note: 'First' } });
    copies(
      acme().apiKey.rows.at(-1)!,
      (data) => acme().apiKey.insert(data),
      (i) => ({ name: `Key ${i}`, key: `ak_${i}` }),
    );
    renderApp('/me/api', { services });
    expect(await screen.findByText(`25 of ${count + 1} shown`, {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);
});
