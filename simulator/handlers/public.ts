import { publicEndpoints } from '../../src/api/contract/endpoints/publicEndpoints';
import { defaultPasswordConfig } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';
import { OrganizationDomain, PreRegistrationInput, SignUpInput } from '../../src/api/contract/public';
import { iso } from '../clock';
import { implement, type Ctx, type Route } from '../context';
import { randomToken } from '../prng';
import { defaultDetails } from '../rules/authTypeRules';
import { ErrorBag, fail, forbidden, invalid, invalidField, json, zodFieldErrors } from '../rules/errors';
import { passwordProblems } from '../rules/passwordRules';
import { checkPayment, checkSocialToken } from '../rules/providers';
import { createOrgData, type MailEntry } from '../store';
import { findLogin } from './auth';
import { initPasswordConfig } from './init';

const HOUR = 3_600_000;
const reservedDomains = ['www', 'api', 'admin', 'mail', 'static'];

/** An organization has the domain, or the platform keeps it for itself. */
const domainTaken = (ctx: Ctx, domain: string) => ctx.state.store.orgs.has(domain) || reservedDomains.includes(domain);

function sendMail(ctx: Ctx, kind: MailEntry['kind'], to: string, org: string, ttlMs: number): MailEntry {
  const entry: MailEntry = {
    kind,
    to,
    org,
    code: randomToken('', 16),
    created_at: ctx.nowIso,
    expires_ms: ctx.now + ttlMs,
    used: false,
  };
  ctx.state.store.mail.push(entry);
  return entry;
}

function takeCode(
  ctx: Ctx,
  kind: MailEntry['kind'],
  code: unknown,
  match: (m: MailEntry) => boolean = () => true,
): MailEntry | undefined {
  const entry = ctx.state.store.mail.find(
    (m) => m.kind === kind && m.code === code && !m.used && m.expires_ms > ctx.now && match(m),
  );
  if (entry) entry.used = true;
  return entry;
}

function requireSignUpOpen(ctx: Ctx) {
  const { signup } = ctx.state.store.settings;
  if (!signup.enabled) throw forbidden('Sign-up is disabled');
  if (!signup.active) throw forbidden('Sign-up is paused; please submit a pre-registration request');
}

/**
 * Sign-up as a client: creates the organization and its administrator after the (simulated) payment
 * succeeds. Every field is checked before the payment token is charged, so a refused sign-up (a
 * domain taken meanwhile, a password breaking the init data's rules) leaves the token unused: the
 * same token is accepted once the visitor has corrected the field.
 */
const signUp = implement(publicEndpoints.signUp, async (ctx) => {
  requireSignUpOpen(ctx);
  const body = await ctx.body();
  const bag = new ErrorBag();
  for (const [field, messages] of Object.entries(zodFieldErrors(SignUpInput, body)))
    for (const m of messages) bag.add(field === 'organization.domain' ? 'domain' : field, m);
  const input = body as {
    user?: { email?: string; password?: string; name?: string; provider?: string; access_token?: string };
    organization?: { domain?: string; name?: string };
    payment?: { token?: unknown; amount_cents?: unknown };
  };
  const domain = String(input.organization?.domain ?? '').toLowerCase();
  if (domain && domainTaken(ctx, domain)) bag.add('domain', serverMessages.alreadyExists);
  const passwordConfig = initPasswordConfig(ctx);
  if (input.user?.password)
    for (const m of passwordProblems(input.user.password, passwordConfig)) bag.add('user.password', m);
  const u = input.user ?? {};
  const social = u.provider === undefined ? undefined : checkSocialToken(ctx.state, u.access_token, u.provider);
  if (social && 'problem' in social) bag.add('user.access_token', social.problem);
  const payment = checkPayment(ctx.state, input.payment, (field, message) => bag.add(field, message));
  bag.throwIfAny();
  if (!payment) throw invalidField('payment.token', serverMessages.required); // the contract check reported it already
  payment.used = true; // charged once, declined or not
  if (payment.declined) throw fail(402, serverMessages.paymentDeclined);
  const org = createOrgData(domain, String(input.organization?.name).trim(), ctx.nowIso);
  const stamp = { created_at: ctx.nowIso, updated_at: ctx.nowIso };
  org.tables.authType.insert({
    title: 'Console login',
    type: 'jwt',
    projects: [],
    priority: 0,
    details: { ...defaultDetails('jwt'), refresh_token_enabled: true, refresh_token_lifetime_min: 1440 },
    password_config: { ...passwordConfig },
    secret_key: randomToken('sk_', 16),
    public_key: null,
    private_key: null,
    credentials_updated_at: ctx.nowIso,
    ...stamp,
  });
  const email = u.email ?? null;
  org.tables.user.insert({
    username: email ?? `${u.provider}-${domain}`,
    name: u.name ?? null,
    email,
    note: null,
    password: u.password ?? null,
    social: u.provider && social && 'account' in social ? { [u.provider]: social.account } : {},
    admin: true,
    ...stamp,
  });
  for (const seed of ctx.state.seeders) seed(org, ctx.now);
  ctx.state.store.orgs.set(domain, org);
  sendMail(ctx, 'sign_up', email ?? domain, domain, 48 * HOUR);
  return json({ status: 'created', domain }, 201);
});

/** Whether sign-up can take a domain: free, not the platform's, and a valid domain (422 otherwise). */
const domainAvailability = implement(publicEndpoints.domainAvailability, (ctx) => {
  requireSignUpOpen(ctx);
  const domain = ctx.query.get('domain') ?? '';
  const errors = zodFieldErrors(OrganizationDomain, domain);
  if (Object.keys(errors).length) throw invalid({ domain: Object.values(errors).flat() });
  return json({ domain, available: !domainTaken(ctx, domain) });
});

const signComplete = implement(publicEndpoints.signComplete, async (ctx) => {
  const { code } = await ctx.body<{ code?: string }>();
  const entry = takeCode(ctx, 'sign_up', code);
  if (!entry) throw fail(410, serverMessages.signUpLinkInvalid);
  return json({ message: 'Sign-up completed', domain: entry.org });
});

const remindMessage = 'If an account exists for this address, a link will be sent';

const passwordRemind = implement(publicEndpoints.passwordRemind, async (ctx) => {
  const { email } = await ctx.body<{ email?: string }>();
  const user = typeof email === 'string' && email ? findLogin(ctx, email) : undefined;
  if (user?.email) sendMail(ctx, 'password_reset', user.email, ctx.org.domain, HOUR);
  return json({ message: remindMessage });
});

/** A reset link's code still usable in this organization (not taken: the form's POST takes it). */
const passwordResetCheck = implement(publicEndpoints.passwordResetCheck, (ctx) => {
  const code = ctx.query.get('code');
  const usable = ctx.state.store.mail.some(
    (m) =>
      m.kind === 'password_reset' && m.code === code && !m.used && m.expires_ms > ctx.now && m.org === ctx.org.domain,
  );
  if (!usable) throw fail(410, serverMessages.resetLinkInvalid);
  return json({ message: 'The link is valid' });
});

const passwordReset = implement(publicEndpoints.passwordReset, async (ctx) => {
  const body = await ctx.body<{ code?: string; email?: string; password?: string }>();
  const email = String(body.email ?? '').toLowerCase();
  const valid = ctx.state.store.mail.some(
    (m) =>
      m.kind === 'password_reset' &&
      m.code === body.code &&
      !m.used &&
      m.expires_ms > ctx.now &&
      m.org === ctx.org.domain &&
      m.to.toLowerCase() === email,
  );
  if (!valid) throw fail(410, serverMessages.resetLinkInvalid);
  const password = String(body.password ?? '');
  const problems = password ? passwordProblems(password, defaultPasswordConfig) : [serverMessages.required];
  if (problems.length) throw invalid({ password: problems });
  takeCode(ctx, 'password_reset', body.code);
  const user = findLogin(ctx, email);
  if (!user) throw fail(410, serverMessages.resetLinkInvalid);
  user.password = password;
  user.updated_at = iso(ctx.now);
  return json({ message: 'Password changed' });
});

const preRegistration = implement(publicEndpoints.preRegistration, async (ctx) => {
  const body = await ctx.body();
  const errors = zodFieldErrors(PreRegistrationInput, body);
  if (Object.keys(errors).length) throw invalid(errors);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  ctx.state.store.preRegistrations.push({
    email: String(body.email),
    name: str(body.name),
    comments: str(body.comments),
    created_at: ctx.nowIso,
  });
  return json({ message: 'Your request is under review. We will send the outcome by e-mail.' }, 201);
});

export const publicRoutes: Route[] = [
  domainAvailability,
  signComplete,
  passwordRemind,
  passwordResetCheck,
  passwordReset,
  preRegistration,
  signUp,
];
