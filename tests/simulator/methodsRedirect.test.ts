import { serverMessages } from '../../src/api/contract/errors';
import { consoleHost } from '../../simulator/rules/providers';
import { call } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

interface Methods {
  items: { type: string; provider: string | null; url: string | null }[];
}

/** The `redirect_uri` each social link of an `auth.methods` answer returns to. */
const returns = (body: Methods) =>
  body.items.filter((m) => m.type === 'social').map((m) => new URL(m.url ?? '').searchParams.get('redirect_uri'));

const methods = (redirect: string | undefined, base = 'http://localhost/api/v1') =>
  call<Methods>(
    `/internal-auth/methods${redirect === undefined ? '' : `?redirect_uri=${encodeURIComponent(redirect)}`}`,
    { base },
  );

describe('auth.methods redirect_uri (decision 0024)', () => {
  it("gives links returning to the console's callback page on the organization's console host", async () => {
    const local = await methods('http://localhost/social-login');
    expect(local.status).toBe(200);
    expect(returns(local.body)).toEqual(['http://localhost/social-login', 'http://localhost/social-login']);
    // The API on its api- host, the console on the organization's subdomain (same port), hash router.
    const back = 'http://acme.localhost:4173/console/#/social-login';
    const sub = await methods(back, 'http://api-acme.localhost:4173/api/v1');
    expect(sub.status).toBe(200);
    expect(returns(sub.body)).toEqual([back, back]);
    // The provider's page is still on the API's own host.
    expect(new URL(sub.body.items[1]?.url ?? '').origin).toBe('http://api-acme.localhost:4173');
  });

  it('refuses (422) a return to any other host: another site, another organization, the API itself', async () => {
    for (const [redirect, base] of [
      ['https://evil.test/social-login', undefined],
      ['http://localhost.evil.test/social-login', undefined],
      ['http://demo.localhost:4173/social-login', 'http://api-acme.localhost:4173/api/v1'],
      ['http://api-acme.localhost:4173/social-login', 'http://api-acme.localhost:4173/api/v1'],
      ['http://acme.localhost:9999/social-login', 'http://api-acme.localhost:4173/api/v1'],
    ] as const) {
      const refused = await methods(redirect, base);
      expect(refused, redirect).toEqual({
        status: 422,
        body: {
          message: serverMessages.redirectNotAllowed,
          errors: { json: { redirect_uri: [serverMessages.redirectNotAllowed] } },
        },
      });
    }
    // Not an http(s) URL: outside the contract's query (400, read by the test as it is on purpose).
    expect((await methods('javascript:alert(1)')).status).toBe(400);
    sim.takeViolations();
  });

  it('without the parameter, returns to /social-login on the API origin as before', async () => {
    const { body } = await methods(undefined, 'http://api-acme.localhost:4173/api/v1');
    expect(returns(body)).toEqual([
      'http://api-acme.localhost:4173/social-login',
      'http://api-acme.localhost:4173/social-login',
    ]);
  });

  it("a type's absolute redirect_uri wins; a relative one is resolved against the console's", async () => {
    const type = sim.store.orgs.get('acme')!.tables.authType.get('4')!;
    type.details.redirect_uri = 'https://sso.example.test/back';
    expect(returns((await methods('http://localhost/social-login')).body)).toEqual([
      'https://sso.example.test/back',
      'https://sso.example.test/back',
    ]);
    type.details.redirect_uri = '/console/social-login';
    expect(returns((await methods('http://localhost/x/social-login')).body)).toEqual([
      'http://localhost/console/social-login',
      'http://localhost/console/social-login',
    ]);
  });

  it("maps an API host to its organization's console host", () => {
    expect(consoleHost('api-acme.localhost:4173')).toBe('acme.localhost:4173');
    expect(consoleHost('api-acme.example.com')).toBe('acme.example.com');
    expect(consoleHost('api.example.com')).toBe('example.com');
    expect(consoleHost('api.localhost')).toBe('localhost');
    expect(consoleHost('localhost:4173')).toBe('localhost:4173');
    expect(consoleHost('acme.example.com')).toBe('acme.example.com');
    expect(consoleHost('127.0.0.1:4173')).toBe('127.0.0.1:4173');
  });
});
