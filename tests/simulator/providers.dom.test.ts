import { within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { serverMessages } from '../../src/api/contract/errors';
import { admin, call, paymentToken, type Tokens, type ValidationBody } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator({ control: true });
const ORIGIN = 'http://localhost';

async function priceCents(): Promise<number> {
  const init = await call<{ signup: { price: { amount_cents: number; currency: string } } }>('/init/guest');
  expect(init.body.signup.price.currency).toBe('USD');
  return init.body.signup.price.amount_cents;
}

const signUp = (payment: { token: string; amount_cents: number }, domain = 'newco') =>
  call<ValidationBody>('/internal-user', {
    method: 'POST',
    body: {
      user: { email: `owner@${domain}.test`, password: 'Owner123!' },
      organization: { domain, name: 'NewCo' },
      payment,
    },
  });

describe('the simulated social provider', () => {
  it('signs in on its page and returns to redirect_uri with an access token the API accepts', async () => {
    const methods = await call<{ items: { provider: string | null; url: string | null }[] }>('/internal-auth/methods');
    const github = methods.body.items.find((m) => m.provider === 'github')?.url ?? '';
    const authorize = new URL(github);
    expect(authorize.pathname).toBe('/__provider/social/github/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      redirect_uri: `${ORIGIN}/social-login`,
      auth_type_id: '4',
    });

    const page = await fetch(`${github}&state=xyz`);
    expect(page.status).toBe(200);
    // The page, in this test's document (its accessibility tree needs a window).
    const doc = new DOMParser().parseFromString(await page.text(), 'text/html');
    document.body.innerHTML = doc.body.innerHTML;
    onTestFinished(() => document.body.replaceChildren());
    const body = within(document.body);
    expect(body.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^GitHub \(simulated\) — sign in to continue to localhost/,
    );
    const account = body.getByRole('textbox', { name: 'GitHub account' }) as HTMLInputElement;
    expect(account.value).not.toBe('');
    expect(body.getByRole('button', { name: 'Continue' })).toBeTruthy();
    const cancel = new URL(body.getByRole('link', { name: 'Cancel' }).getAttribute('href') ?? '');
    expect(`${cancel.origin}${cancel.pathname}`).toBe(`${ORIGIN}/social-login`);
    expect(cancel.searchParams.get('error')).toBe('access_denied');
    expect(cancel.searchParams.has('access_token')).toBe(false);

    // Submit the page's form (GET) as the browser would, with the seed's linked GitHub account.
    const form = document.querySelector('form') as HTMLFormElement;
    const fields = new URLSearchParams();
    for (const input of Array.from(form.querySelectorAll('input')))
      fields.set(input.name, input.name === 'account' ? 'sim-github-2' : input.value);
    const consent = await fetch(`${new URL(form.getAttribute('action') ?? '', page.url).href}?${fields}`, {
      redirect: 'manual',
    });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/social-login`);
    expect(back.searchParams.get('provider')).toBe('github');
    expect(back.searchParams.get('auth_type_id')).toBe('4');
    expect(back.searchParams.get('state')).toBe('xyz');
    const accessToken = back.searchParams.get('access_token') ?? '';
    expect(accessToken).not.toBe('');

    const signedIn = await call<Tokens>('/internal-user/me', {
      method: 'POST',
      body: { access_token: accessToken, auth_type_id: '4' },
    });
    expect(signedIn.status).toBe(200);
    const me = await call<{ id: string }>('/internal-user/me', { token: signedIn.body.access_token });
    expect(me.body.id).toBe('2');
  });

  it("is where the social type's links go, with no token in them", async () => {
    const api = await admin();
    const links = await api.call<{ items: { provider: string; url: string }[] }>('/auth-type/4/social-links?user_id=2');
    expect(links.body.items.map((l) => l.url)).toEqual(
      ['google', 'github'].map(
        (p) =>
          `${ORIGIN}/__provider/social/${p}/authorize?redirect_uri=${encodeURIComponent(`${ORIGIN}/social-login`)}&auth_type_id=4`,
      ),
    );
  });

  it('refuses a return address that is not http(s) and an unknown provider', async () => {
    expect(
      (
        await fetch(
          `${ORIGIN}/__provider/social/google/authorize?redirect_uri=${encodeURIComponent('javascript:alert(1)')}`,
        )
      ).status,
    ).toBe(400);
    expect(
      (await fetch(`${ORIGIN}/__provider/social/google/consent?account=a&redirect_uri=notaurl`, { redirect: 'manual' }))
        .status,
    ).toBe(400);
    expect(
      (
        await fetch(
          `${ORIGIN}/__provider/social/myspace/authorize?redirect_uri=${encodeURIComponent(`${ORIGIN}/social-login`)}`,
        )
      ).status,
    ).toBe(404);
  });

  it("links the account of an issued token only: none, an invented one or another provider's are refused", async () => {
    const api = await admin();
    const link = (body: unknown) =>
      api.call<ValidationBody & { linked_providers?: string[] }>('/internal-user/me/social/google', {
        method: 'POST',
        body,
      });
    const none = await link({});
    expect(none.status).toBe(422);
    expect(none.body.errors.json.access_token).toEqual([serverMessages.required]);
    const invented = await link({ access_token: 'sim-google-1' });
    expect(invented.status).toBe(422);
    expect(invented.body.errors.json.access_token).toEqual([serverMessages.socialTokenUnknown]);
    const otherProvider = await link({ access_token: sim.issueSocialToken('github', 'admin@github.test') });
    expect(otherProvider.body.errors.json.access_token).toEqual([serverMessages.socialTokenUnknown]);
    const linked = await link({ access_token: sim.issueSocialToken('google', 'admin@google.test') });
    expect(linked.status).toBe(200);
    expect(linked.body.linked_providers).toEqual(['google']);
    expect(sim.store.orgs.get('acme')?.tables.user.get('1')?.social).toEqual({ google: 'admin@google.test' });
  });

  it("refuses to link another user's account", async () => {
    const api = await admin();
    const taken = await api.call<ValidationBody>('/internal-user/me/social/github', {
      method: 'POST',
      body: { access_token: sim.issueSocialToken('github', 'sim-github-2') },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.json.provider).toEqual([serverMessages.socialLinkedElsewhere]);
  });

  it('signs in with an issued token of a linked account; an unknown account is 401, an invented token 422', async () => {
    const signIn = (access_token: string) =>
      call<Tokens & { message?: string } & Partial<ValidationBody>>('/internal-user/me', {
        method: 'POST',
        body: { access_token, auth_type_id: '4' },
      });
    expect((await signIn(sim.issueSocialToken('github', 'sim-github-2'))).status).toBe(200);
    expect(await signIn(sim.issueSocialToken('github', 'nobody@github.test'))).toEqual({
      status: 401,
      body: { message: serverMessages.accountNotFound },
    });
    const invented = await signIn('sim-github-2');
    expect(invented.status).toBe(422);
    expect(invented.body.errors?.json.access_token).toEqual([serverMessages.socialTokenUnknown]);
    // Once the service stops offering social sign-in (init `types`), a good token is refused too.
    sim.store.settings.types = ['basic', 'jwt', 'key'];
    const withdrawn = await signIn(sim.issueSocialToken('github', 'sim-github-2'));
    expect(withdrawn.status).toBe(422);
    expect(withdrawn.body.errors?.json.auth_type_id).toEqual([serverMessages.notOffered]);
  });

  it('issues tokens without its page through the control API', async () => {
    const response = await fetch(`${ORIGIN}/__control/social-token`, {
      method: 'POST',
      body: JSON.stringify({ provider: 'github', account: 'sim-github-2' }),
    });
    expect(response.status).toBe(201);
    const { access_token } = (await response.json()) as { access_token: string };
    expect(
      (await call('/internal-user/me', { method: 'POST', body: { access_token, auth_type_id: '4' } })).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${ORIGIN}/__control/social-token`, {
          method: 'POST',
          body: JSON.stringify({ provider: 'myspace', account: 'a' }),
        })
      ).status,
    ).toBe(422);
  });
});

describe('the simulated payment provider', () => {
  it('charges only an unused token it issued for the server price', async () => {
    const price = await priceCents();
    expect(price).toBe(4900);
    expect((await signUp({ token: '', amount_cents: price })).body.errors.json['payment.token']).toEqual([
      serverMessages.required,
    ]);
    expect((await signUp({ token: 'tok_x', amount_cents: price })).body.errors.json['payment.token']).toEqual([
      serverMessages.paymentTokenUnknown,
    ]);

    const cheap = await paymentToken('4242 4242 4242 4242', 100);
    expect(cheap.status).toBe(201);
    const underpaid = await signUp({ token: cheap.body.token ?? '', amount_cents: 100 });
    expect(underpaid.status).toBe(422);
    expect(underpaid.body.errors.json).toEqual({
      'payment.amount_cents': [serverMessages.paymentAmountWrong],
      'payment.token': [serverMessages.paymentAmountWrong],
    });
    expect(
      (await signUp({ token: cheap.body.token ?? '', amount_cents: price })).body.errors.json['payment.token'],
    ).toEqual([serverMessages.paymentAmountWrong]);

    const { body } = await paymentToken('4242 4242 4242 4242', price);
    expect(await signUp({ token: body.token ?? '', amount_cents: price })).toEqual({
      status: 201,
      body: { status: 'created', domain: 'newco' },
    });
    const reused = await signUp({ token: body.token ?? '', amount_cents: price }, 'otherco');
    expect(reused.status).toBe(422);
    expect(reused.body.errors.json['payment.token']).toEqual([serverMessages.paymentTokenUsed]);
    expect(sim.store.orgs.has('otherco')).toBe(false);
  });

  it('declines the decline test card (402) and checks the card', async () => {
    const price = await priceCents();
    const declined = await paymentToken('4000 0000 0000 0002', price);
    expect(declined.status).toBe(201);
    const charged = await signUp({ token: declined.body.token ?? '', amount_cents: price });
    expect(charged.status).toBe(402);
    expect(charged.body.message).toBe(serverMessages.paymentDeclined);
    expect(sim.store.orgs.has('newco')).toBe(false);
    expect((await paymentToken('4242 4242 4242 4241', price)).body.error?.code).toBe('invalid_number');
  });
});
