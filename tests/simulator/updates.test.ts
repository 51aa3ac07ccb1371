import { startSimulator } from '../support/simulatorServer';
import { call, signIn } from './helpers';

/** docs/decisions/0019: a PUT changes the fields it sends; a write names the version it edits. */
const sim = startSimulator();

type Row = { id: string; updated_at: string } & Record<string, unknown>;

async function admin() {
  return (await signIn()).access_token;
}

describe('partial updates', () => {
  it('keeps the fields a PUT leaves out: e-mail, name and note stay', async () => {
    const token = await admin();
    const { body: before } = await call<Row>('/user/2', { token });
    expect(before.email).toBeTruthy();
    const { status, body } = await call<Row>('/user/2', { method: 'PUT', token, body: { note: 'Edited' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ note: 'Edited', email: before.email, name: before.name, username: before.username });
  });

  it('renames a user who has no password, without sending one', async () => {
    const token = await admin();
    const { body: created } = await call<Row>('/user', { method: 'POST', token, body: { username: 'no-password' } });
    const { status, body } = await call<Row>(`/user/${created.id}`, {
      method: 'PUT',
      token,
      body: { username: 'still-no-password', name: 'Renamed' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'still-no-password', name: 'Renamed', has_password: false });
  });

  it('still refuses what a field sent breaks', async () => {
    const token = await admin();
    const { status, body } = await call<{ errors: { json: Record<string, string[]> } }>('/user/2', {
      method: 'PUT',
      token,
      body: { username: '' },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors.json)).toEqual(['username']);
  });

  it('changes one detail of a jwt type and keeps the others', async () => {
    const token = await admin();
    const { body: jwt } = await call<Row & { details: Record<string, unknown> }>('/auth-type/1', { token });
    const { status, body } = await call<Row & { details: Record<string, unknown> }>('/auth-type/jwt/1', {
      method: 'PUT',
      token,
      body: { access_token_lifetime_min: 42 },
    });
    expect(status).toBe(200);
    expect(body.title).toBe(jwt.title);
    expect(body.details).toEqual({ ...jwt.details, access_token_lifetime_min: 42 });
  });
});

describe('versions (If-Match)', () => {
  it('refuses a write made against an older version with 412 and the current record', async () => {
    const token = await admin();
    const { body: loaded } = await call<Row>('/project/1', { token });
    const first = await call<Row>('/project/1', {
      method: 'PUT',
      token,
      body: { name: 'Theirs' },
      headers: { 'If-Match': `"${loaded.updated_at}"` },
    });
    expect(first.status).toBe(200);
    // The clock has not moved: the write still gets a later version.
    expect(first.body.updated_at > loaded.updated_at).toBe(true);
    const second = await call<{ message: string; current: Row }>('/project/1', {
      method: 'PUT',
      token,
      body: { name: 'Mine' },
      headers: { 'If-Match': `"${loaded.updated_at}"` },
    });
    expect(second.status).toBe(412);
    expect(second.body.current).toMatchObject({ name: 'Theirs', updated_at: first.body.updated_at });
    expect((await call<Row>('/project/1', { token })).body.name).toBe('Theirs');
    // Against the current version, or without a version, it goes through.
    const third = await call<Row>('/project/1', {
      method: 'PUT',
      token,
      body: { name: 'Mine' },
      headers: { 'If-Match': `"${first.body.updated_at}"` },
    });
    expect(third.status).toBe(200);
    expect((await call<Row>('/project/1', { method: 'PUT', token, body: { alias: null } })).status).toBe(200);
  });

  it('guards the password settings and the signing keys of a type', async () => {
    const token = await admin();
    const { body: loaded } = await call<Row>('/auth-type/2', { token });
    const stale = { 'If-Match': `"${loaded.updated_at}"` };
    const ok = await call<Row>('/auth-type/2/password-config', {
      method: 'PATCH',
      token,
      body: { min_length: 9 },
      headers: stale,
    });
    expect(ok.status).toBe(200);
    const refused = await call<Row>('/auth-type/2/password-config', {
      method: 'PATCH',
      token,
      body: { min_length: 12 },
      headers: stale,
    });
    expect(refused.status).toBe(412);
    expect(
      (await call<Row & { password_config: { min_length: number } }>('/auth-type/2', { token })).body,
    ).toMatchObject({ password_config: { min_length: 9 } });
  });

  it('refuses a body the contract refuses (422) whatever version it names, before any 412', async () => {
    const token = await admin();
    const stale = { 'If-Match': '"2000-01-01T00:00:00.000Z"' };
    type Refusal = { errors: { json: Record<string, string[]> } };
    // The organization's and the profile's name are required by their calls' schemas, even in a PUT.
    const organization = await call<Refusal>('/internal-organization/me', {
      method: 'PUT',
      token,
      body: {},
      headers: stale,
    });
    expect(organization.status).toBe(422);
    expect(Object.keys(organization.body.errors.json)).toEqual(['name']);
    const { body: me } = await call<Row>('/internal-user/me', { token });
    const profile = await call<Refusal>(`/internal-user/${me.id}`, {
      method: 'PUT',
      token,
      body: { username: 'renamed' },
      headers: { 'If-Match': '' },
    });
    expect(profile.status).toBe(422);
    expect(Object.keys(profile.body.errors.json)).toEqual(['name']);
    // A body the schema takes, against an older version: 412.
    const named = await call('/internal-organization/me', {
      method: 'PUT',
      token,
      body: { name: 'Acme' },
      headers: stale,
    });
    expect(named.status).toBe(412);
  });

  it('refuses a reordering made against an order changed since', async () => {
    const token = await admin();
    const { body } = await call<{ items: Row[] }>('/auth-type?sort_by=priority&sort_order=asc', { token });
    const seen = body.items.map((t) => t.id);
    const reversed = [...seen].reverse();
    const first = await call('/auth-type/priorities', {
      method: 'POST',
      token,
      body: { ids: reversed, previous: seen },
    });
    expect(first.status).toBe(200);
    const second = await call<{ current: { items: Row[] } }>('/auth-type/priorities', {
      method: 'POST',
      token,
      body: { ids: [seen[1], seen[0], ...seen.slice(2)], previous: seen },
    });
    expect(second.status).toBe(412);
    expect(second.body.current.items.map((t) => t.id)).toEqual(reversed);
  });
});

afterEach(() => expect(sim.takeViolations()).toEqual([]));
