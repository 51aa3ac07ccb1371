import { startSimulator } from '../support/simulatorServer';
import { admin, call } from './helpers';

const sim = startSimulator();

/**
 * A path parameter never takes another call's literal segment (issue 43, item 4): each address is
 * answered by the call whose literal segments it names, whatever the method; the parameterised
 * call still answers its own addresses.
 */
describe('path templates do not overlap literal segments', () => {
  afterEach(() => {
    sim.takeViolations();
  });

  it('PUT /auth-type/2/credentials is not an update of an auth type "2" with id "credentials": 405, Allow: PATCH', async () => {
    const api = await admin();
    const put = await api.call<{ message: string }>('/auth-type/2/credentials', {
      method: 'PUT',
      body: { title: 'T', projects: [] },
    });
    expect(put.status).toBe(405);
    expect(sim.takeViolations().map((v) => v.detail)).toEqual(['PUT /auth-type/2/credentials; allowed: PATCH']);
    // The other way: the credentials call answers its address, and the update its own.
    const patch = await api.call('/auth-type/2/credentials', { method: 'PATCH', body: { secret_key: 'x' } });
    expect(patch.status).toBe(400); // a basic type has no credentials: the credentials call's own refusal
    const update = await api.call<{ title: string }>('/auth-type/basic/2', {
      method: 'PUT',
      body: { title: 'Renamed' },
    });
    expect(update.status).toBe(200);
    expect(update.body.title).toBe('Renamed');
    // An unknown kind or a non-id is no update address at all.
    expect((await api.call('/auth-type/hooks/2', { method: 'PUT', body: { title: 'x' } })).status).toBe(404);
  });

  it('PUT /internal-user/password-remind is not a profile update: 405, Allow: POST; the remind call still answers', async () => {
    const api = await admin();
    const put = await api.call('/internal-user/password-remind', { method: 'PUT', body: { name: 'x' } });
    expect(put.status).toBe(405);
    expect(sim.takeViolations().map((v) => v.detail)).toEqual(['PUT /internal-user/password-remind; allowed: POST']);
    for (const literal of ['sign-complete', 'password-reset', 'pre-registration'])
      expect((await api.call(`/internal-user/${literal}`, { method: 'PUT', body: { name: 'x' } })).status).toBe(405);
    const remind = await call<{ message: string }>('/internal-user/password-remind', {
      method: 'POST',
      body: { email: 'admin@acme.test' },
    });
    expect(remind.status).toBe(200);
    // `/internal-user/me` is its own path (GET, POST, DELETE); the profile update answers the own id.
    expect((await api.call('/internal-user/me', { method: 'PUT', body: { name: 'Ada' } })).status).toBe(405);
    const me = await api.call<{ id: string; email: string }>('/internal-user/me');
    const byId = await api.call<{ name: string }>(`/internal-user/${me.body.id}`, {
      method: 'PUT',
      body: { name: 'Bo' },
    });
    expect(byId).toMatchObject({ status: 200, body: { name: 'Bo' } });
  });
});
