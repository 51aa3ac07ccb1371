import { serverMessages } from '../../src/api/contract/errors';
import { startSimulator } from '../support/simulatorServer';
import { admin, type ValidationBody } from './helpers';

const sim = startSimulator();

/** Each rule of the contract's fields (issue 43, item 2), as an API client meets it: a 422 on the field, nothing stored. */
describe('the simulator enforces the contract’s field rules', () => {
  afterEach(() => {
    // A number that is not whole is a value of the wrong type: a contract violation, sent on purpose.
    sim.takeViolations();
  });

  it('refuses required text that is only spaces, and stores no user with a blank username', async () => {
    const api = await admin();
    const before = sim.store.orgs.get('acme')!.tables.user.rows.length;
    for (const username of ['   ', '\t', ' \u00a0 ']) {
      const answer = await api.call<ValidationBody>('/user', { method: 'POST', body: { username } });
      expect(answer.status, JSON.stringify(username)).toBe(422);
      expect(answer.body.errors.json.username).toContain(serverMessages.required);
    }
    const project = await api.call<ValidationBody>('/project', { method: 'POST', body: { name: '  ' } });
    expect(project.body.errors.json.name).toEqual([serverMessages.required]);
    expect(sim.store.orgs.get('acme')!.tables.user.rows.length).toBe(before);
  });

  it('takes names of up to 255 characters and notes of up to 2,000', async () => {
    const api = await admin();
    expect((await api.call('/project', { method: 'POST', body: { name: 'n'.repeat(255) } })).status).toBe(201);
    const long = await api.call<ValidationBody>('/project', { method: 'POST', body: { name: 'n'.repeat(256) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.json.name).toEqual(['Too long: at most 255 characters']);
    const huge = await api.call<ValidationBody>('/project', { method: 'POST', body: { name: 'n'.repeat(1_000_000) } });
    expect(huge.status).toBe(422);
    const note = await api.call<ValidationBody>('/user', {
      method: 'POST',
      body: { username: 'u1', note: 'x'.repeat(2001) },
    });
    expect(note.body.errors.json.note).toEqual(['Too long: at most 2000 characters']);
    expect((await api.call('/user', { method: 'POST', body: { username: 'u1', note: 'x'.repeat(2000) } })).status).toBe(
      201,
    );
  });

  it('refuses NUL, control, right-to-left override and zero-width characters in identifiers', async () => {
    const api = await admin();
    for (const username of ['a\u0000b', 'a\u0007b', 'evil\u202Etxt.exe', 'ad\u200Bmin', '\uFEFFadmin']) {
      const answer = await api.call<ValidationBody>('/user', { method: 'POST', body: { username } });
      expect(answer.status, JSON.stringify(username)).toBe(422);
      expect(answer.body.errors.json.username).toEqual([serverMessages.invalidCharacters]);
    }
    const code = await api.call<ValidationBody>('/permission', {
      method: 'POST',
      body: { title: 'T', code: 'a\u202Eb' },
    });
    expect(code.body.errors.json.code).toEqual([serverMessages.invalidCharacters]);
    // Letters of any script are fine.
    expect((await api.call('/user', { method: 'POST', body: { username: 'Łukasz_张伟' } })).status).toBe(201);
  });

  it('calls http(s) addresses only: hook URLs of other schemes are refused', async () => {
    const api = await admin();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://files.test/h', 'file:///etc/passwd']) {
      const answer = await api.call<ValidationBody>('/auth-type/2/hooks', {
        method: 'POST',
        body: { method: 'POST', url, headers: {} },
      });
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors.json.url).toEqual([serverMessages.invalidUrl]);
    }
    const social = await api.call<ValidationBody>('/auth-type/social', {
      method: 'POST',
      body: {
        title: 'S',
        projects: [],
        providers: ['google'],
        access_token_lifetime_min: 5,
        redirect_uri: 'javascript:x',
      },
    });
    expect(social.body.errors.json.redirect_uri).toEqual([serverMessages.invalidUrl]);
  });

  it('takes header names as RFC 9110 tokens and header values on one line', async () => {
    const api = await admin();
    const hook = (headers: Record<string, string>) =>
      api.call<ValidationBody>('/auth-type/2/hooks', {
        method: 'POST',
        body: { method: 'POST', url: 'https://h.test', headers },
      });
    const crlf = await hook({ 'X-A\r\nSet-Cookie': 'x' });
    expect(crlf.status).toBe(422);
    expect(crlf.body.errors.json['headers.X-A\r\nSet-Cookie']).toEqual([serverMessages.invalidHeaderName]);
    expect((await hook({ 'Bad Name': 'x' })).status).toBe(422);
    const value = await hook({ 'X-A': 'v\r\nSet-Cookie: a=1' });
    expect(value.body.errors.json['headers.X-A']).toEqual([serverMessages.invalidCharacters]);
    expect((await hook({ 'X-Api-Key': 'v', "x-!#$%&'*+-.^_`|~": '1' })).status).toBe(201);
    const jwt = await api.call<ValidationBody>('/auth-type/jwt', {
      method: 'POST',
      body: { title: 'J', projects: [], access_token_lifetime_min: 5, header: 'Auth\r\nX: y' },
    });
    expect(jwt.body.errors.json.header).toEqual([serverMessages.invalidHeaderName]);
  });

  it('takes whole numbers in their ranges: token lifetimes and a password minimum length', async () => {
    const api = await admin();
    const jwt = (access: number) =>
      api.call<ValidationBody>('/auth-type/jwt', {
        method: 'POST',
        body: { title: 'J', projects: [], access_token_lifetime_min: access },
      });
    expect((await jwt(1e308)).body.errors.json.access_token_lifetime_min).toEqual(['Enter a number of at most 525600']);
    expect((await jwt(0.001)).status).toBe(422);
    expect((await jwt(0)).body.errors.json.access_token_lifetime_min).toEqual(['Value must be greater than 0']);
    // The schema's rules first; once they hold, the rules between fields (a refresh lifetime).
    const unset = await api.call<ValidationBody>('/auth-type/social', {
      method: 'POST',
      body: {
        title: 'S',
        projects: [],
        providers: ['google'],
        access_token_lifetime_min: 15,
        refresh_token_enabled: true,
        refresh_token_lifetime_min: null,
        redirect_uri: 'https://example.test/cb',
      },
    });
    expect(Object.keys(unset.body.errors.json)).toEqual(['refresh_token_lifetime_min']);
    const config = (min_length: number) =>
      api.call<ValidationBody>('/auth-type/2/password-config', { method: 'PATCH', body: { min_length } });
    expect((await config(100_000)).body.errors.json.min_length).toEqual(['Enter a number of at most 128']);
    expect((await config(2.5)).status).toBe(422);
    expect((await config(0)).status).toBe(422);
    expect((await config(12)).status).toBe(200);
  });

  it('takes only the offered values of closed lists: the import resource and the jwt algorithm', async () => {
    const api = await admin();
    const job = await api.call<ValidationBody>('/import', {
      method: 'POST',
      body: { resource: 'widgets', mapping: {}, rows: [] },
    });
    expect(job.status).toBe(422);
    expect(job.body.errors.json.resource).toEqual([serverMessages.invalidChoice]);
    const jwt = await api.call<ValidationBody>('/auth-type/jwt', {
      method: 'POST',
      body: { title: 'J', projects: [], access_token_lifetime_min: 5, algorithm: 'none' },
    });
    expect(jwt.body.errors.json.algorithm).toEqual([serverMessages.invalidChoice]);
  });
});
