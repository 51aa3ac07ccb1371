/**
 * Puts the XSS corpus into every free-text and URL field the API accepts, as an API client would:
 * projects, permissions, users (and updates to them, for history diffs), authentication types of
 * each kind with their details, password settings and credentials, hooks with URLs and headers,
 * a user's credentials, profiles and sessions (the User-Agent), API keys, the organization name and
 * the administrator's own name. Payloads a field refuses go into a free-text field instead.
 */
import { signInToApi } from './apiClient';
import { PayloadDealer } from './PayloadDealer';

export interface XssSeed {
  dealer: PayloadDealer;
  ids: {
    projects: string[];
    permissions: string[];
    users: string[];
    user: string;
    keyType: string;
    jwtType: string;
    socialType: string;
  };
}

type Row = { id: string };

const USER_PASSWORD = 'Xss-Pass-123';

export async function seedXssData(apiBase: string, admin: { email: string; password: string }): Promise<XssSeed> {
  const api = await signInToApi(apiBase, admin.email, admin.password);
  const dealer = new PayloadDealer(api);
  const take = (kind: 'any' | 'url' = 'any') => dealer.take(kind);

  const projects: string[] = [];
  for (let i = 0; i < 6; i += 1)
    // A required field whose payload the contract's rules refuse is written with a plain fallback.
    projects.push(
      (await dealer.write<Row>('POST', '/project', { name: take(), alias: take() }, { name: `XSS project ${i}` })).id,
    );
  const permissions: string[] = [];
  for (let i = 0; i < 6; i += 1)
    permissions.push(
      (
        await dealer.write<Row>(
          'POST',
          '/permission',
          { title: take(), code: take() },
          { title: `XSS permission ${i}`, code: `xss_permission_${i}` },
        )
      ).id,
    );

  const users: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const fields = { username: take(), name: take(), email: take(i % 2 ? 'url' : 'any'), note: take() };
    const user = await dealer.write<Row>('POST', '/user', fields, {
      password: USER_PASSWORD,
      username: `xss-user-${i}`,
    });
    users.push(user.id);
    await dealer.write('PUT', `/user/${user.id}`, { name: take(), note: take() });
  }
  const user = users[0]!;

  const keyType = await dealer.write<Row>(
    'POST',
    '/auth-type/key',
    { title: take(), header: take(), prefix: take(), key: take() },
    { projects: projects.slice(0, 2), section: 'header', title: 'XSS key type', key: 'X-Xss-Key' },
  );
  const jwtType = await dealer.write<Row>(
    'POST',
    '/auth-type/jwt',
    {
      title: take(),
      access_token_header: take(),
      access_token_prefix: take(),
      refresh_token_header: take(),
      refresh_token_prefix: take(),
    },
    {
      title: 'XSS jwt type',
      projects: projects.slice(1, 3),
      algorithm: 'HS256',
      access_token_lifetime_min: 15,
      refresh_token_enabled: true,
      refresh_token_lifetime_min: 60,
    },
  );
  const socialType = await dealer.write<Row>(
    'POST',
    '/auth-type/social',
    { title: take(), redirect_uri: take('url') },
    { title: 'XSS social type', projects: projects.slice(0, 1), providers: ['google', 'github'] },
  );
  // A second write of each type: title changes become history diffs.
  for (const [kind, type] of [
    ['key', keyType],
    ['jwt', jwtType],
    ['social', socialType],
  ] as const)
    await dealer.write('PUT', `/auth-type/${kind}/${type.id}`, { title: take() });
  await dealer.write('PATCH', `/auth-type/${keyType.id}/password-config`, { extra_characters: take() });
  // An HS256 secret must be at least 32 bytes (RFC 7518 §3.2): the payload leads a long enough one.
  const secret = take();
  await api.ok('PATCH', `/auth-type/${jwtType.id}/credentials`, { secret_key: `${secret.text}${'s'.repeat(64)}` });
  dealer.place(secret, 'auth type secret key');

  for (let i = 0; i < 4; i += 1) {
    // Header names are RFC 9110 tokens and values one line (the contract's rules): the payloads go
    // in as values of plain headers; one that is not a line stays for the notes below.
    const values = [take(), take()].filter((payload) => /^[^\r\n\0]*$/.test(payload.text));
    const hook = take('url');
    await dealer.write(
      'POST',
      `/auth-type/${keyType.id}/hooks`,
      { url: hook },
      {
        method: 'POST',
        url: `https://hooks.example.test/xss-${i}`,
        headers: Object.fromEntries(values.map((payload, n) => [`X-Xss-${i}-${n}`, payload.text])),
      },
    );
    for (const payload of values) dealer.place(payload, 'hook header value');
  }
  // Whatever URL the hook field refused still needs a hook to show next to it.
  await api.ok('POST', `/auth-type/${keyType.id}/hooks`, {
    method: 'GET',
    url: 'https://hooks.example.test/xss',
    headers: {},
  });

  await dealer.write('POST', `/user/${user}/credentials`, { note: take() }, { auth_type_id: keyType.id });
  await dealer.write(
    'POST',
    `/user/${user}/credentials`,
    { note: take() },
    { auth_type_id: jwtType.id, password: USER_PASSWORD },
  );
  for (const project of projects.slice(0, 3)) {
    await dealer.write(
      'POST',
      `/user/${user}/profiles`,
      { name: take(), email: take() },
      { project_id: project, permissions: permissions.slice(0, 3) },
    );
  }

  for (let i = 0; i < 3; i += 1) await dealer.write('POST', '/internal-api-key', { note: take() });
  await dealer.write('PUT', '/internal-organization/me', { name: take() });
  const me = await api.ok<{ id: string }>('GET', '/internal-user/me');
  await dealer.write('PUT', `/internal-user/${me.id}`, { name: take() });

  // Sessions of the payload user: the API records the User-Agent as the session's agent.
  const username = (await api.ok<{ username: string }>('GET', `/user/${user}`)).username;
  for (let i = 0; i < 2; i += 1) {
    const agent = take();
    // Header values cannot carry control characters or non-Latin-1 text; those payloads stay in other fields.
    if (/^[\x20-\x7e]*$/.test(agent.text)) {
      await signInToApi(apiBase, username, USER_PASSWORD, agent.text);
      dealer.place(agent, 'session agent (User-Agent)');
    }
  }

  // Every payload that is not stored yet (refused by a field, or not dealt) goes into a note; each
  // change is a history entry with a diff.
  for (const payload of dealer.unused()) await dealer.write('PUT', `/user/${user}`, { note: payload });

  return {
    dealer,
    ids: { projects, permissions, users, user, keyType: keyType.id, jwtType: jwtType.id, socialType: socialType.id },
  };
}
