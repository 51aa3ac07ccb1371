import { defaultPasswordConfig } from '../src/api/contract/authType';
import { iso } from './clock';
import { createRng, randomToken, type Rng } from './prng';
import { defaultDetails } from './rules/authTypeRules';
import { parseUserAgent } from './rules/userAgent';
import { agents, firstNames, lastNames, notes, orgAccounts } from './seedData';
import { createOrgData, type OrgData, type UserRow } from './store';

const DAY = 86_400_000;

/** Seeds one of the built-in organizations ('acme' or 'demo') deterministically, dated before `nowMs`. */
export function seedOrg(domain: keyof typeof orgAccounts, nowMs: number): OrgData {
  const cfg = orgAccounts[domain];
  const rng = createRng(`seed:${domain}`);
  const org = createOrgData(domain, cfg.name, iso(nowMs - 400 * DAY));
  const t = org.tables;
  const at = (daysAgo: number) => iso(nowMs - daysAgo * DAY - rng.int(0, DAY - 1));
  const stamp = (daysAgo: number) => {
    const d = at(daysAgo);
    return { created_at: d, updated_at: d };
  };

  for (const [i, p] of cfg.projects.entries()) t.project.insert({ ...p, ...stamp(380 - i * 20) });
  for (const [i, p] of cfg.permissions.entries()) t.permission.insert({ ...p, ...stamp(370 - i * 10) });
  const projectIds = t.project.rows.map((p) => p.id);
  const permissionIds = t.permission.rows.map((p) => p.id);

  const jwt = t.authType.insert({
    title: 'Console login',
    type: 'jwt',
    projects: projectIds,
    priority: 0,
    password_config: { ...defaultPasswordConfig },
    details: {
      ...defaultDetails('jwt'),
      refresh_token_enabled: true,
      refresh_token_lifetime_min: 1440,
      refresh_token_header: 'Authorization',
      refresh_token_prefix: 'Bearer',
    },
    secret_key: randomToken('sk_', 32),
    public_key: null,
    private_key: null,
    credentials_updated_at: stamp(390).created_at,
    ...stamp(390),
  });
  const basic = t.authType.insert({
    title: 'Basic auth',
    type: 'basic',
    projects: projectIds.slice(0, 2),
    priority: 1,
    details: defaultDetails('basic'),
    password_config: { ...defaultPasswordConfig, min_length: 8, is_upper_required: true, is_number_required: true },
    secret_key: null,
    public_key: null,
    private_key: null,
    credentials_updated_at: null,
    ...stamp(300),
  });
  const key = t.authType.insert({
    title: 'Server keys',
    type: 'key',
    projects: projectIds.slice(2, 4),
    priority: 2,
    details: defaultDetails('key'),
    password_config: { ...defaultPasswordConfig },
    secret_key: null,
    public_key: null,
    private_key: null,
    credentials_updated_at: null,
    ...stamp(250),
  });
  const social = t.authType.insert({
    title: 'Social login',
    type: 'social',
    projects: projectIds.slice(0, 1),
    priority: 3,
    password_config: null,
    details: { ...defaultDetails('social'), providers: ['google', 'github'] },
    secret_key: randomToken('sk_', 32),
    public_key: null,
    private_key: null,
    credentials_updated_at: stamp(200).created_at,
    ...stamp(200),
  });
  for (const type of [jwt, basic, key, social]) seedTypeHistory(org, type.id, type.title, type.created_at, rng);
  t.hook.insert({
    auth_type_id: jwt.id,
    method: 'POST',
    url: `https://hooks.${domain}.test/sign-in`,
    headers: { 'X-Signature': 'sim' },
    ...stamp(180),
  });
  t.hook.insert({
    auth_type_id: basic.id,
    method: 'GET',
    url: `https://audit.${domain}.test/ping`,
    headers: {},
    ...stamp(120),
  });

  for (let i = 0; i < cfg.users; i += 1) {
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const admin = i === 0;
    const created = admin ? 395 : rng.int(1, 360);
    const user = t.user.insert({
      username: admin ? cfg.username : `${first}.${last}${i}`.toLowerCase(),
      name: admin ? cfg.fullName : `${first} ${last}`,
      email: admin ? cfg.email : `${first}.${last}${i}@${domain}.test`.toLowerCase(),
      note: admin ? null : rng.pick(notes),
      password: admin ? cfg.password : 'Password1!',
      social: i === 1 ? { github: 'sim-github-2' } : {},
      admin,
      ...stamp(created),
    });
    seedUserData(org, user, rng, {
      projectIds,
      permissionIds,
      jwtId: jwt.id,
      basicId: basic.id,
      socialId: social.id,
      admin,
      nowMs,
      created,
    });
  }
  return org;
}

function seedTypeHistory(org: OrgData, id: string, title: string, createdAt: string, rng: Rng) {
  const ua = parseUserAgent(rng.pick(agents));
  const base = { subject: 'auth_type' as const, subject_id: id, browser: ua.browser, os: ua.os, device: ua.device };
  org.tables.history.insert({
    ...base,
    event: 'created',
    field: null,
    before: null,
    after: title,
    created_at: createdAt,
  });
  const later = iso(Date.parse(createdAt) + rng.int(1, 30) * DAY);
  org.tables.history.insert({
    ...base,
    event: 'changed',
    field: 'title',
    before: `${title} (draft)`,
    after: title,
    created_at: later,
  });
}

interface UserSeedCtx {
  projectIds: string[];
  permissionIds: string[];
  jwtId: string;
  basicId: string;
  socialId: string;
  admin: boolean;
  nowMs: number;
  created: number;
}

function seedUserData(org: OrgData, user: UserRow, rng: Rng, c: UserSeedCtx) {
  const t = org.tables;
  const agent = rng.pick(agents);
  const ua = parseUserAgent(agent);
  const day = (daysAgo: number) => iso(c.nowMs - daysAgo * DAY - rng.int(0, DAY - 1));
  const history = (
    event: string,
    daysAgo: number,
    field: string | null = null,
    before: unknown = null,
    after: unknown = null,
  ) =>
    t.history.insert({
      subject: 'user',
      subject_id: user.id,
      event,
      field,
      before,
      after,
      browser: ua.browser,
      os: ua.os,
      device: ua.device,
      created_at: day(daysAgo),
    });

  history('created', c.created, null, null, user.username);
  const projects = c.admin ? c.projectIds.slice(0, 2) : rng.sample(c.projectIds, rng.int(1, 2));
  for (const projectId of projects) {
    const d = day(rng.int(0, c.created));
    t.profile.insert({
      user_id: user.id,
      project_id: projectId,
      name: user.name,
      email: user.email,
      permissions: c.admin ? [...c.permissionIds] : rng.sample(c.permissionIds, rng.int(0, 3)),
      created_at: d,
      updated_at: d,
    });
    history(
      'profile_added',
      c.created - 1 > 0 ? c.created - 1 : 0,
      'profile',
      null,
      t.project.get(projectId)?.name ?? projectId,
    );
  }
  const credStamp = () => {
    const d = day(rng.int(0, c.created));
    return { created_at: d, updated_at: d };
  };
  t.credential.insert({
    user_id: user.id,
    auth_type_id: c.jwtId,
    password: null,
    note: null,
    extra: {},
    ...credStamp(),
  });
  history('credentials_added', Math.max(0, c.created - 1), 'auth_type_id', null, c.jwtId);
  if (c.admin || rng.chance(0.5)) {
    t.credential.insert({
      user_id: user.id,
      auth_type_id: c.basicId,
      password: 'Secret123',
      note: rng.chance(0.3) ? 'Legacy client' : null,
      extra: {},
      ...credStamp(),
    });
    history('credentials_added', Math.max(0, c.created - 2), 'auth_type_id', null, c.basicId);
  }
  if (rng.chance(0.3)) {
    t.credential.insert({
      user_id: user.id,
      auth_type_id: c.socialId,
      password: null,
      note: null,
      extra: { social_providers: [rng.pick(['google', 'github'])] },
      ...credStamp(),
    });
    history('social_credentials_added', Math.max(0, c.created - 2), 'auth_type_id', null, c.socialId);
  }
  if (rng.chance(0.4)) history('changed', rng.int(0, c.created), 'note', null, user.note);
  if (c.admin || rng.chance(0.25)) {
    const startedAgo = rng.int(1, 12) * 3_600_000;
    const created = iso(c.nowMs - startedAgo);
    t.session.insert({
      user_id: user.id,
      auth_type_id: c.jwtId,
      device: `seed-device-${user.id}`,
      agent,
      ip: `10.0.${rng.int(0, 9)}.${rng.int(2, 250)}`,
      access_token: randomToken('at_'),
      refresh_token: randomToken('rt_'),
      access_expires_at: c.nowMs - startedAgo + 15 * 60_000,
      refresh_expires_at: c.nowMs - startedAgo + 24 * 3_600_000,
      created_at: created,
      updated_at: created,
    });
    history('signed_in', 0, null, null, agent);
  }
}
