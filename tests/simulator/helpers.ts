/** Calls to the simulator as an API client would make them (its own contract tests). */
export const BASE = 'http://localhost/api/v1';
export const DEVICE = 'device-test-1';

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  device?: string;
  headers?: Record<string, string>;
  base?: string;
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    'X-DEVICE': options.device ?? DEVICE,
    'X-APP': 'console',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${options.base ?? BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  auth_type_id: string;
}

export async function signIn(
  username = 'admin@acme.test',
  password = 'Admin123!',
  options: CallOptions = {},
): Promise<Tokens> {
  const { status, body } = await call<Tokens>('/internal-auth/token-create', {
    ...options,
    method: 'POST',
    body: { username, password },
  });
  if (status !== 200) throw new Error(`sign-in failed: ${status}`);
  return body;
}

/** Signed-in caller bound to one token. */
export async function admin(options: CallOptions = {}) {
  const tokens = await signIn(undefined, undefined, options);
  return {
    tokens,
    call: <T = unknown>(path: string, o: CallOptions = {}) =>
      call<T>(path, { ...options, token: tokens.access_token, ...o }),
  };
}

export interface PageBody<T = Record<string, unknown>> {
  items: T[];
  meta: { total: number; page: number; page_size: number; total_pages: number };
}

export interface ValidationBody {
  message: string;
  errors: { json: Record<string, string[]> };
}

/** A one-time token of the simulated payment provider (outside the API) for a card and an amount. */
export async function paymentToken(
  number: string,
  amountCents: number,
): Promise<{ status: number; body: { token?: string; error?: { code: string } } }> {
  const response = await fetch(new URL('/__provider/payment/tokens', BASE), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card: { number, expiry: '12/40', cvc: '123', holder: 'Owner' }, amount_cents: amountCents }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; error?: { code: string } } };
}
