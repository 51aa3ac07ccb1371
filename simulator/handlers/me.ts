import { meEndpoints } from '../../src/api/contract/endpoints/meEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { PasswordChangeInput, ProfileChangeInput } from '../../src/api/contract/me';
import { deleteRows } from '../collection';
import { checkVersion, nextVersion } from '../rules/precondition';
import { implement, type Ctx, type Route, type UserCtx } from '../context';
import { consoleAuthType, signIn } from '../rules/auth';
import {
  ErrorBag,
  fail,
  forbidden,
  invalid,
  invalidField,
  json,
  noContent,
  notFound,
  zodFieldErrors,
} from '../rules/errors';
import { addChanges, addHistory } from '../rules/history';
import { passwordProblems } from '../rules/passwordRules';
import { offeredTypes } from '../rules/offered';
import { isSocialProvider, requireSocialAccount, socialTokenOwner } from '../rules/providers';
import type { UserRow } from '../store';
import { userSpec, validateUserFields } from './user';

export const currentUserJson = (ctx: Ctx, u: UserRow) => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  organization: { name: ctx.org.name, domain: ctx.org.domain },
  linked_providers: Object.keys(u.social),
  admin: u.admin,
  has_password: u.password !== null,
  demo: ctx.org.domain === 'demo',
  updated_at: u.updated_at,
});

const me = (ctx: Ctx) => ctx as UserCtx;
const loginMethods = (u: UserRow) => (u.password !== null ? 1 : 0) + Object.keys(u.social).length;

function ownId(ctx: UserCtx): void {
  const id = ctx.params.id;
  if (id !== 'me' && id !== ctx.user.id) throw forbidden();
}

const getMe = implement(meEndpoints.get, (ctx) => json(currentUserJson(ctx, me(ctx).user)));

/**
 * Social sign completion: an access token the (simulated) social provider issued for a provider of
 * this social type; the provider account behind it names the user (`social[provider] === account`).
 */
const socialSignIn = implement(meEndpoints.socialSignIn, async (ctx) => {
  const body = await ctx.body<{ access_token?: string; auth_type_id?: string | number; device?: string }>();
  const authType = ctx.org.tables.authType.get(String(body.auth_type_id ?? ''));
  if (!authType || authType.type !== 'social') throw invalidField('auth_type_id', serverMessages.notFound);
  // A service that no longer offers social sign-in (init `types`) refuses it, like its sign-in methods omit it.
  if (!offeredTypes(ctx.state.store).includes('social')) throw invalidField('auth_type_id', serverMessages.notOffered);
  const owner = typeof body.access_token === 'string' ? socialTokenOwner(ctx.state, body.access_token) : undefined;
  // Only a provider of this type: a token of any other is refused like one no provider issued.
  const provider = owner && (authType.details.providers ?? []).includes(owner.provider) ? owner.provider : '';
  const account = requireSocialAccount(ctx.state, body.access_token, provider);
  const user = ctx.org.tables.user.find((u) => u.social[provider] === account);
  if (!user) throw fail(401, serverMessages.accountNotFound);
  return json(signIn(ctx, user, authType, ctx.request.headers.get('x-device') ?? body.device ?? ''));
});

const updateProfile = implement(meEndpoints.update, async (ctx) => {
  const c = me(ctx);
  ownId(c);
  checkVersion(ctx, c.user, () => currentUserJson(ctx, c.user));
  const body = await ctx.body();
  if (body.email === '') delete body.email;
  const bag = new ErrorBag().merge(zodFieldErrors(ProfileChangeInput, body));
  bag.merge(validateUserFields({ username: body.username, email: body.email }, ctx, c.user).errors).throwIfAny();
  const before = { ...c.user };
  if (typeof body.name === 'string') c.user.name = body.name.trim();
  if (typeof body.email === 'string') c.user.email = body.email.trim();
  if (typeof body.username === 'string' && body.username.trim()) c.user.username = body.username.trim();
  c.user.updated_at = nextVersion(ctx, before);
  addChanges(ctx, 'user', c.user.id, before, { ...c.user }, ['name', 'email', 'username']);
  return json(currentUserJson(ctx, c.user));
});

const changePassword = implement(meEndpoints.changePassword, async (ctx) => {
  const c = me(ctx);
  ownId(c);
  const body = await ctx.body();
  const bag = new ErrorBag().merge(zodFieldErrors(PasswordChangeInput, body));
  bag.throwIfAny();
  const { current_password, password, repeat } = PasswordChangeInput.parse(body);
  if (c.user.password === null || c.user.password !== current_password)
    bag.add('current_password', serverMessages.currentPasswordWrong);
  for (const m of passwordProblems(password, consoleAuthType(ctx.org)?.password_config)) bag.add('password', m);
  if (repeat !== password) bag.add('repeat', serverMessages.passwordsDiffer);
  bag.throwIfAny();
  c.user.password = password;
  c.user.updated_at = ctx.nowIso;
  addHistory(ctx, 'user', c.user.id, 'changed', { field: 'password' });
  return json({ message: 'Password changed' });
});

const deleteAccount = implement(meEndpoints.delete, (ctx) => {
  deleteRows(userSpec, [me(ctx).user], ctx);
  return noContent();
});

const linkSocial = implement(meEndpoints.socialLink, async (ctx) => {
  const c = me(ctx);
  const provider = ctx.params.provider ?? '';
  if (!isSocialProvider(provider)) throw notFound();
  const body = await ctx.body<{ access_token?: string }>();
  const account = requireSocialAccount(ctx.state, body.access_token, provider);
  const owner = ctx.org.tables.user.find((u) => u.social[provider] === account);
  if (owner && owner.id !== c.user.id) throw invalidField('provider', serverMessages.socialLinkedElsewhere);
  c.user.social[provider] = account;
  addHistory(ctx, 'user', c.user.id, 'social_credentials_added', { field: 'provider', after: provider });
  return json(currentUserJson(ctx, c.user));
});

const unlinkSocial = implement(meEndpoints.socialUnlink, (ctx) => {
  const c = me(ctx);
  const provider = ctx.params.provider ?? '';
  if (!(provider in c.user.social)) throw notFound();
  if (loginMethods(c.user) <= 1) throw invalidField('provider', serverMessages.lastLoginMethod);
  delete c.user.social[provider];
  addHistory(ctx, 'user', c.user.id, 'social_credentials_removed', { field: 'provider', before: provider });
  return json(currentUserJson(ctx, c.user));
});

const createPasswordLogin = implement(meEndpoints.passwordLoginCreate, async (ctx) => {
  const c = me(ctx);
  const body = await ctx.body();
  const bag = new ErrorBag();
  if (c.user.password !== null) bag.add('password', serverMessages.alreadyExists);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) bag.add('password', serverMessages.required);
  else for (const m of passwordProblems(password, consoleAuthType(ctx.org)?.password_config)) bag.add('password', m);
  if (body.repeat !== undefined && body.repeat !== password) bag.add('repeat', serverMessages.passwordsDiffer);
  bag.merge(validateUserFields({ username: body.username }, ctx, c.user).errors).throwIfAny();
  if (typeof body.username === 'string' && body.username.trim()) c.user.username = body.username.trim();
  c.user.password = password;
  addHistory(ctx, 'user', c.user.id, 'credentials_added', { field: 'password' });
  return json(currentUserJson(ctx, c.user), 201);
});

const removePasswordLogin = implement(meEndpoints.passwordLoginDelete, (ctx) => {
  const c = me(ctx);
  if (c.user.password === null) throw notFound();
  if (loginMethods(c.user) <= 1)
    throw invalid({ password: [serverMessages.lastLoginMethod] }, serverMessages.lastLoginMethod);
  c.user.password = null;
  addHistory(ctx, 'user', c.user.id, 'credentials_removed', { field: 'password' });
  return json(currentUserJson(ctx, c.user));
});

/** Order: fixed `/internal-user/me…` paths before `/internal-user/:id`. */
export const meRoutes: Route[] = [
  getMe,
  socialSignIn,
  deleteAccount,
  linkSocial,
  unlinkSocial,
  createPasswordLogin,
  removePasswordLogin,
  updateProfile,
  changePassword,
];
