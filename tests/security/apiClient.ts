/**
 * A minimal API client for browser tests that prepare data the way a client of the API would:
 * signs in with `POST /internal-auth/token-create` and sends the bearer token, `X-DEVICE` and
 * `X-APP` like the console does. Answers are returned with their status, not thrown, so a test
 * can record a 422 and move on.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface ApiClient {
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** Like call, but fails the test on any non-2xx answer. */
  ok<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

const DEVICE = 'e2e-security';

/** Signs in (optionally with a chosen User-Agent, which the API stores as the session's agent). */
export async function signInToApi(
  apiBase: string,
  username: string,
  password: string,
  userAgent?: string,
): Promise<ApiClient> {
  const response = await fetch(`${apiBase}/internal-auth/token-create`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-DEVICE': DEVICE,
      'X-APP': 'console',
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${JSON.stringify(username)} → ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };

  const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const answer = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-DEVICE': DEVICE,
        'X-APP': 'console',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    call,
    async ok<T>(method: string, path: string, body?: unknown) {
      const answer = await call<T>(method, path, body);
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${method} ${path} → ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
      return answer.body;
    },
  };
}
