import { collectionEndpoints } from '../../src/api/contract/collectionEndpoints';
import { z } from 'zod';
import { serverMessages } from '../../src/api/contract/errors';
import { defineCollection } from '../../simulator/collection';
import { admin, call, type PageBody, paymentToken, signIn, type ValidationBody } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

describe('me area', () => {
  it('changes the password with field errors', async () => {
    const api = await admin();
    const wrong = await api.call<ValidationBody>('/internal-user/1/password', {
      method: 'PUT',
      body: { current_password: 'x', password: 'New12345!', repeat: 'Other' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.json).toEqual({
      current_password: [serverMessages.currentPasswordWrong],
      repeat: [serverMessages.passwordsDiffer],
    });
    const ok = await api.call('/internal-user/1/password', {
      method: 'PUT',
      body: { current_password: 'Admin123!', password: 'New12345!', repeat: 'New12345!' },
    });
    expect(ok.status).toBe(200);
    await signIn('admin@acme.test', 'New12345!');
  });

  it('updates the profile; other users cannot be changed', async () => {
    const api = await admin();
    const res = await api.call<{ name: string }>('/internal-user/1', {
      method: 'PUT',
      body: { name: 'Boss', email: 'boss@acme.test' },
    });
    expect(res.body.name).toBe('Boss');
    expect((await api.call('/internal-user/2', { method: 'PUT', body: { name: 'X' } })).status).toBe(403);
    const bad = await api.call<ValidationBody>('/internal-user/1', {
      method: 'PUT',
      body: { name: 'Boss', email: 'bad' },
    });
    expect(bad.body.errors.json.email).toEqual([serverMessages.invalidEmail]);
  });

  it('links social accounts, refuses one linked elsewhere, keeps the last login method', async () => {
    const api = await admin();
    const taken = await api.call<ValidationBody>('/internal-user/me/social/github', {
      method: 'POST',
      body: { access_token: sim.issueSocialToken('github', 'sim-github-2') },
    });
    expect(taken.body.message).toBe(serverMessages.socialLinkedElsewhere);
    const linked = await api.call<{ linked_providers: string[] }>('/internal-user/me/social/google', {
      method: 'POST',
      body: { access_token: sim.issueSocialToken('google', 'admin@google.test') },
    });
    expect(linked.body.linked_providers).toEqual(['google']);
    expect((await api.call('/internal-user/me/password-login', { method: 'DELETE' })).status).toBe(200);
    const last = await api.call<ValidationBody>('/internal-user/me/social/google', { method: 'DELETE' });
    expect(last.status).toBe(422);
    expect(last.body.message).toBe(serverMessages.lastLoginMethod);
    // Social sign-in with a new token of the simulated provider for the linked account.
    const social = await call<{ access_token: string }>('/internal-user/me', {
      method: 'POST',
      body: { access_token: sim.issueSocialToken('google', 'admin@google.test'), auth_type_id: '4' },
    });
    expect(social.status).toBe(200);
    expect((await call('/internal-user/me', { token: social.body.access_token })).status).toBe(200);
  });

  it('saves preferences per user', async () => {
    const api = await admin();
    expect((await api.call('/preferences/user_list')).body).toEqual({});
    await api.call('/preferences/user_list', { method: 'PUT', body: { itemsPerPage: 25 } });
    expect((await api.call('/preferences/user_list')).body).toEqual({ itemsPerPage: 25 });
  });

  it('deletes the own account', async () => {
    const api = await admin();
    expect((await api.call('/internal-user/me', { method: 'DELETE' })).status).toBe(204);
    expect(sim.store.orgs.get('acme')?.tables.user.get('1')).toBeUndefined();
  });
});

describe('public flows', () => {
  it('signs up after payment; declined payment and taken domain fail', async () => {
    const pay = async (card: string) => ({ token: (await paymentToken(card, 4900)).body.token, amount_cents: 4900 });
    const body = {
      user: { email: 'owner@new.test', password: 'Owner123!' },
      organization: { domain: 'newco', name: 'NewCo' },
      payment: await pay('4242 4242 4242 4242'),
    };
    expect(
      (await call('/internal-user', { method: 'POST', body: { ...body, payment: await pay('4000 0000 0000 0002') } }))
        .status,
    ).toBe(402);
    const taken = await call<ValidationBody>('/internal-user', {
      method: 'POST',
      body: { ...body, organization: { domain: 'acme', name: 'A' } },
    });
    expect(taken.body.errors.json.domain).toEqual([serverMessages.alreadyExists]);
    expect(await call('/internal-user', { method: 'POST', body })).toEqual({
      status: 201,
      body: { status: 'created', domain: 'newco' },
    });
    await signIn('owner@new.test', 'Owner123!', { headers: { 'X-ORG': 'newco' } });
    const code = sim.store.mail.find((m) => m.kind === 'sign_up')?.code;
    expect((await call('/internal-user/sign-complete', { method: 'POST', body: { code } })).status).toBe(200);
    expect((await call('/internal-user/sign-complete', { method: 'POST', body: { code } })).body).toEqual({
      message: serverMessages.signUpLinkInvalid,
    });
  });

  it('answers whether a domain is free for sign-up, and refuses what is not a domain', async () => {
    const free = (domain: string) =>
      call<{ available: boolean }>(`/internal-organization/availability?domain=${encodeURIComponent(domain)}`);
    expect(await free('newco')).toEqual({ status: 200, body: { domain: 'newco', available: true } });
    expect((await free('acme')).body.available).toBe(false);
    expect((await free('www')).body.available).toBe(false); // kept by the platform
    const bad = await free('Not.A-domain');
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as ValidationBody).errors.json)).toEqual(['domain']);
    sim.store.settings.signup.active = false;
    expect((await free('newco')).status).toBe(403);
  });

  it("checks a sign-up's password by the init data's rules, and an unused token stays usable after a 422", async () => {
    const jwt = sim.store.orgs.get('acme')!.tables.authType.rows.find((row) => row.type === 'jwt')!;
    jwt.password_config = { ...jwt.password_config!, is_upper_required: true };
    const init = await call<{ password_config: { is_upper_required: boolean } }>('/init/guest');
    expect(init.body.password_config.is_upper_required).toBe(true);
    const payment = { token: (await paymentToken('4242 4242 4242 4242', 4900)).body.token, amount_cents: 4900 };
    const body = {
      user: { email: 'o@upper.test', password: 'lower-only1!' },
      organization: { domain: 'upperco', name: 'U' },
      payment,
    };
    const weak = await call<ValidationBody>('/internal-user', { method: 'POST', body });
    expect(weak.body.errors.json['user.password']).toEqual([serverMessages.passwordUpper]);
    const ok = await call('/internal-user', {
      method: 'POST',
      body: { ...body, user: { ...body.user, password: 'Upper-case1!' } },
    });
    expect(ok.status).toBe(201);
  });

  it('resets a password with the mailed code', async () => {
    const remind = await call('/internal-user/password-remind', {
      method: 'POST',
      body: { email: 'nobody@acme.test' },
    });
    expect(remind.body).toEqual({ message: 'If an account exists for this address, a link will be sent' });
    await call('/internal-user/password-remind', { method: 'POST', body: { email: 'admin@acme.test' } });
    const code = sim.store.mail.at(-1)?.code;
    expect(
      (
        await call('/internal-user/password-reset', {
          method: 'POST',
          body: { code: 'bad', email: 'admin@acme.test', password: 'Fresh123!' },
        })
      ).status,
    ).toBe(410);
    expect(
      (
        await call('/internal-user/password-reset', {
          method: 'POST',
          body: { code, email: 'admin@acme.test', password: 'Fresh123!' },
        })
      ).status,
    ).toBe(200);
    await signIn('admin@acme.test', 'Fresh123!');
  });

  it('pre-registers', async () => {
    expect(
      (await call('/internal-user/pre-registration', { method: 'POST', body: { email: 'a@b.test', comments: 'hi' } }))
        .status,
    ).toBe(201);
    expect((await call('/internal-user/pre-registration', { method: 'POST', body: { email: 'nope' } })).status).toBe(
      422,
    );
  });
});

describe('imports', () => {
  it("refuses an import of a resource the init data's sources do not name", async () => {
    sim.store.settings.sources = ['project'];
    const api = await admin();
    expect((await api.call<{ sources: string[] }>('/init/user')).body.sources).toEqual(['project']);
    const refused = await api.call<ValidationBody>('/import', {
      method: 'POST',
      body: {
        resource: 'user',
        filename: 'u.csv',
        skip_first_line: false,
        mapping: { email: 'E' },
        rows: [['a@b.test']],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.json).toEqual({ resource: [serverMessages.notOffered] });
  });

  it('runs new → processing → partial as the clock moves once the upload is complete, reporting row errors', async () => {
    const api = await admin();
    const job = await api.call<{ id: string; status: string }>('/import', {
      method: 'POST',
      body: {
        resource: 'project',
        filename: 'p.csv',
        skip_first_line: true,
        mapping: { name: 'Name', alias: 'Alias' },
        rows: [
          ['Name', 'Alias'],
          ['Imported A', 'ia'],
          ['', 'no-name'],
        ],
      },
    });
    expect(job.body.status).toBe('uploading');
    const complete = await api.call<{ status: string }>(`/import/${job.body.id}/complete`, {
      method: 'POST',
      body: { rows: 3 },
    });
    expect(complete.body.status).toBe('new');
    sim.clock.advance(600);
    expect((await api.call<{ status: string }>(`/import/${job.body.id}`)).body.status).toBe('processing');
    sim.clock.advance(1000);
    const done = await api.call<{ status: string; imported: number; errors: { row: number; column: string }[] }>(
      `/import/${job.body.id}`,
    );
    expect(done.body).toMatchObject({ status: 'partial', imported: 1, errors: [{ row: 3, column: 'Name' }] });
    expect((await api.call<PageBody>('/project?search=Imported')).body.meta.total).toBe(1);
    expect((await api.call(`/import/${job.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.call<PageBody>('/project?search=Imported')).body.meta.total).toBe(1);
  });
});

describe('generic collections', () => {
  it('serves a declared fixture collection with paging, 422 and bulk delete', async () => {
    interface Widget {
      id: string;
      name: string;
      color: string;
      created_at: string;
      updated_at: string;
    }
    const Widget = z.object({
      id: z.string(),
      name: z.string(),
      color: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    });
    const widgetEndpoints = collectionEndpoints({
      resource: 'widget',
      base: '/widget',
      label: 'widgets',
      item: Widget,
      input: z.strictObject({ name: z.string().min(1), color: z.string().optional() }),
      filters: { color: z.array(z.string()).optional() },
    });
    sim.registerCollection(
      defineCollection<Widget>({
        table: 'widget',
        endpoints: widgetEndpoints,
        searchFields: ['name'],
        schema: z.object({ name: z.string().min(1), color: z.string().optional() }),
        seed: (_org, now) =>
          ['red', 'green', 'blue'].map((color, i) => ({
            name: `Widget ${i + 1}`,
            color,
            created_at: new Date(now).toISOString(),
            updated_at: new Date(now).toISOString(),
          })),
      }),
    );
    const api = await admin();
    expect((await api.call<PageBody>('/widget?page_size=2')).body.meta).toEqual({
      total: 3,
      page: 1,
      page_size: 2,
      total_pages: 2,
    });
    expect((await api.call<PageBody>('/widget?color=blue')).body.items).toHaveLength(1);
    expect((await api.call<ValidationBody>('/widget', { method: 'POST', body: {} })).body.errors.json).toEqual({
      name: [serverMessages.required],
    });
    expect((await api.call('/widget', { method: 'POST', body: { name: 'W4', color: 'red' } })).status).toBe(201);
    expect((await api.call('/widget?color=red', { method: 'DELETE' })).body).toEqual({ deleted: 2 });
  });
});
