import { serverMessages } from '../../src/api/contract/errors';
import { signUpPrice, socialProviders } from '../constants';
import type { Ctx, SimState } from '../context';
import { randomToken } from '../prng';
import type { AuthTypeRow, ProviderTokens } from '../store';
import { invalidField } from './errors';

/**
 * The simulator plays the outside providers too: the social provider (an OAuth-like round trip,
 * handlers/socialProvider.ts) and the payment provider (card → one-time token,
 * handlers/paymentProvider.ts). The API accepts only the tokens they issued, recorded here.
 */
export function providerTokens(state: SimState): ProviderTokens {
  return (state.store.providers ??= { social: {}, payment: {} });
}

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

export const isSocialProvider = (provider: string): boolean =>
  (socialProviders as readonly string[]).includes(provider);

// ---- social provider ----

/** A new access token of `provider` naming `account`. */
export function issueSocialToken(state: SimState, provider: string, account: string): string {
  const token = randomToken(`${provider}_`, 16);
  providerTokens(state).social[token] = { provider, account };
  return token;
}

/** The provider and account behind a token the social provider issued, or undefined. */
export function socialTokenOwner(state: SimState, token: string): { provider: string; account: string } | undefined {
  return own(providerTokens(state).social, token);
}

/** The provider account of an access token `provider` issued, or why `token` is none (required, not issued by it). */
export function checkSocialToken(
  state: SimState,
  token: unknown,
  provider: string,
): { account: string } | { problem: string } {
  if (typeof token !== 'string' || token === '') return { problem: serverMessages.required };
  const owner = socialTokenOwner(state, token);
  return owner?.provider === provider ? { account: owner.account } : { problem: serverMessages.socialTokenUnknown };
}

/** The provider account of an access token `provider` issued (422 on `field` otherwise). */
export function requireSocialAccount(
  state: SimState,
  token: unknown,
  provider: string,
  field = 'access_token',
): string {
  const checked = checkSocialToken(state, token, provider);
  if ('problem' in checked) throw invalidField(field, checked.problem);
  return checked.account;
}

/**
 * The host of the console of the organization a request reaches: the API's host without its `api-`
 * prefix or `api` first label (`api-acme.localhost` → `acme.localhost`, `api.example.com` →
 * `example.com`); the platform's bare host and a host already without the prefix stay as they are.
 * The port is kept: the console and its API are served on the same one.
 */
export function consoleHost(apiHost: string): string {
  const host = apiHost.toLowerCase();
  const [first = '', ...rest] = host.split('.');
  if (first.startsWith('api-') && first.length > 4 && rest.length) return [first.slice(4), ...rest].join('.');
  if (first === 'api' && rest.length > 1) return rest.join('.');
  if (first === 'api' && rest.length === 1 && rest[0]!.startsWith('localhost')) return rest[0]!;
  return host;
}

/**
 * The console's social callback page a sign-in link may return to (the `redirect_uri` of
 * `GET /internal-auth/methods`, docs/decisions/0024): only one on the organization's console host,
 * as a provider checks a redirect against the addresses registered for the client. Any other is
 * refused (422): provider links returning tokens to another site must not be handed out.
 */
export function consoleRedirect(ctx: Ctx, redirect: string | null): URL | undefined {
  if (redirect === null) return undefined;
  const url = new URL(redirect); // the contract checked it is an absolute http(s) URL
  if (url.host !== consoleHost(ctx.url.host)) throw invalidField('redirect_uri', serverMessages.redirectNotAllowed);
  return url;
}

/**
 * The provider's authorize page for a social type, returning to the type's redirect_uri when it is
 * absolute (its registration wins), else to that path (or `/social-login`) resolved against the
 * console's callback `redirect` when given, else against the API's own origin (an API client that
 * names no callback: the address the service had before the parameter).
 */
export function socialAuthorizeUrl(ctx: Ctx, type: AuthTypeRow, provider: string, redirect?: URL): string {
  const origin = ctx.url.origin;
  const url = new URL(`/__provider/social/${encodeURIComponent(provider)}/authorize`, origin);
  const configured = type.details.redirect_uri;
  const back = redirect
    ? new URL(configured ?? redirect.href, redirect.href)
    : new URL(configured ?? '/social-login', origin);
  url.searchParams.set('redirect_uri', back.href);
  url.searchParams.set('auth_type_id', type.id);
  return url.href;
}

// ---- payment provider ----

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** Passes the Luhn check (card numbers' check digit). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return true;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** The well-known decline test card: it tokenizes, and the charge is declined. */
const DECLINE_CARD = '4000000000000002';

export type CardProblem = 'invalid_number' | 'invalid_expiry' | 'invalid_cvc';

/** A one-time token for `amountCents` charged to the card, or why the card is not usable. */
export function issuePaymentToken(
  state: SimState,
  card: CardDetails,
  amountCents: number,
): { token: string } | { problem: CardProblem } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { problem: 'invalid_number' };
  if (expired(card.expiry, new Date(state.clock.now()))) return { problem: 'invalid_expiry' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { problem: 'invalid_cvc' };
  const token = randomToken('tok_', 16);
  providerTokens(state).payment[token] = { amount_cents: amountCents, declined: digits === DECLINE_CARD, used: false };
  return { token };
}

/**
 * Field errors of the sign-up's payment: the token must be the payment provider's, unused, and
 * issued for the server's price, which the request states too. The issued token, when it is usable.
 */
export function checkPayment(
  state: SimState,
  payment: { token?: unknown; amount_cents?: unknown } | undefined,
  add: (field: string, message: string) => void,
) {
  if (typeof payment?.amount_cents === 'number' && payment.amount_cents !== signUpPrice.amount_cents)
    add('payment.amount_cents', serverMessages.paymentAmountWrong);
  const token = payment?.token;
  if (typeof token !== 'string') return undefined; // the contract check reported it
  const issued = own(providerTokens(state).payment, token);
  if (!token) add('payment.token', serverMessages.required);
  else if (!issued) add('payment.token', serverMessages.paymentTokenUnknown);
  else if (issued.used) add('payment.token', serverMessages.paymentTokenUsed);
  else if (issued.amount_cents !== signUpPrice.amount_cents) add('payment.token', serverMessages.paymentAmountWrong);
  else return issued;
  return undefined;
}
