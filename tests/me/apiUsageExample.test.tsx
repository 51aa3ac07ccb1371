import { screen, waitFor } from '@testing-library/react';
import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

async function usageExample(): Promise<string> {
  const example = await screen.findByLabelText('Using a key', { selector: 'pre' }, { timeout: 8000 });
  // Placeholders until the current user is read.
  await waitFor(() => expect(example).not.toHaveTextContent('<organization>'));
  return example.textContent ?? '';
}

/** The request the example describes, for a key: its URL and its headers (SPEC §6). */
function requestOf(example: string, key: string): { url: string; headers: Record<string, string> } {
  const url = /curl (\S+)/.exec(example)?.[1] ?? '';
  const headers = Object.fromEntries(
    [...example.matchAll(/-H "([^:]+): ([^"]+)"/g)].map(([, name, value]) => [
      name as string,
      (value as string).replace(/:<[^>]+>$/, `:${key}`),
    ]),
  );
  return { url, headers };
}

describe('me/api usage example (SPEC §6)', () => {
  it('shows username:key and the X-ORG header, and a client that follows it is let in', async () => {
    const services = testServices();
    await signIn(services);
    const { data } = await services.client.call(apiKeyEndpoints.create, { body: { note: 'example' } });
    renderApp('/me/api', { services });
    const example = await usageExample();
    const { url, headers } = requestOf(example, data.key);
    expect(headers).toEqual({ Authorization: `admin:${data.key}`, 'X-ORG': 'acme' });
    expect((await fetch(url, { headers })).status).toBe(200);
    // The simulator, like the real API, refuses a client that leaves X-ORG out.
    expect((await fetch(url, { headers: { Authorization: headers.Authorization ?? '' } })).status).toBe(400);
  });

  it('names the e-mail only when the user has no username', async () => {
    const admin = [...sim.store.orgs.get('acme')!.tables.user.rows].find((u) => u.email === 'admin@acme.test')!;
    (admin as { username: string | null }).username = null;
    const services = testServices();
    await signIn(services);
    renderApp('/me/api', { services });
    expect(await usageExample()).toContain('Authorization: admin@acme.test:<your key>');
  });
});
