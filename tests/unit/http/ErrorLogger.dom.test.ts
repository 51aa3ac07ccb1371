import { LogEntry } from '../../../src/api/contract/log';
import { ContractError } from '../../../src/api/http/ContractError';
import { REALTIME_MARKER, createErrorLogger } from '../../../src/api/http/ErrorLogger';
import { HttpError } from '../../../src/api/http/HttpError';
import { createFakeApi } from './createFakeApi';

const LOG_URL = 'https://logs.example.test/';

function setup(extra: { fetch?: typeof fetch; secrets?: () => string[]; now?: () => Date } = {}) {
  const api = createFakeApi(() => new Response(null, { status: 204 }));
  const logger = createErrorLogger({
    logUrl: LOG_URL,
    appId: 'console',
    getOrg: () => 'acme',
    fetch: extra.fetch ?? api.fetch,
    now: extra.now ?? (() => new Date('2025-01-02T03:04:05.000Z')),
    secrets: extra.secrets,
  });
  return { logger, api };
}

describe('createErrorLogger', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts a LogEntry with JSON, X-APP and X-ORG headers', () => {
    const { logger, api } = setup();
    const error = new HttpError('Forbidden', 403, { message: 'Forbidden' });

    logger.log(error, { method: 'GET', path: '/project' });

    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call?.url.href).toBe(LOG_URL);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('X-APP')).toBe('console');
    expect(call?.headers.get('X-ORG')).toBe('acme');
    const entry = LogEntry.parse(call?.body);
    expect(entry).toMatchObject({
      msg: 'Forbidden',
      env: 'production',
      level: 'ERROR',
      args: {
        name: 'HttpError',
        context: { method: 'GET', path: '/project' },
        url: 'http://localhost:3000/',
        timestamp: '2025-01-02T03:04:05.000Z',
      },
    });
    expect(entry.args.userAgent).toBe(navigator.userAgent);
    expect(entry.args.stack).toContain('Forbidden');
  });

  it('posts contract errors and plain errors', () => {
    const { logger, api } = setup();
    logger.log(new ContractError(200, [{ message: 'Expected string' }]));
    logger.log(new TypeError('x is undefined'));
    logger.log('a string');
    expect(api.calls.map((call) => (call.body as LogEntry).msg)).toEqual([
      'Invalid server response',
      'x is undefined',
      'a string',
    ]);
  });

  it('never posts 422s, network errors or real-time messages', () => {
    const { logger, api } = setup();

    logger.log(new HttpError('Invalid form', 422, { message: 'Invalid form', errors: { json: {} } }));
    logger.log(new HttpError('Network Error', 0));
    logger.log(new Error('Network Error'));
    logger.log(new Error(`${REALTIME_MARKER} socket closed`));
    logger.log(`lost connection ${REALTIME_MARKER}`);

    expect(api.calls).toHaveLength(0);
  });

  it('posts nothing when no log URL is configured, and debug does nothing', () => {
    const api = createFakeApi(() => new Response(null, { status: 204 }));
    const logger = createErrorLogger({ appId: 'console', getOrg: () => 'acme', fetch: api.fetch });
    logger.log(new Error('boom'));
    setup().logger.debug('anything');
    expect(api.calls).toHaveLength(0);
  });

  it('never posts a secret found in the message, stack, context or page URL', () => {
    window.history.replaceState(null, '', '/password-reset?code=SECRET_CODE_1&access_token=SECRET_URL_TOKEN&tab=2');
    const { logger, api } = setup({ secrets: () => ['SECRET_RAW_SESSION_TOKEN'] });
    const error = new Error(
      'Request failed: token=SECRET_MSG_TOKEN, Authorization: Bearer SECRET_BEARER, leaked SECRET_RAW_SESSION_TOKEN',
    );
    error.stack = `Error: boom\n    at submit (password="SECRET_STACK_PW") eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.SECRET_JWT_SIGNATURE`;

    logger.log(error, {
      data: { current_password: 'SECRET_CURRENT', password: 'SECRET_NEW', repeat: 'SECRET_REPEAT', name: 'Alice' },
      headers: { Authorization: 'Bearer SECRET_HEADER', 'X-APP': 'console' },
      credentials: { secret_key: 'SECRET_KEY_1', private_key: 'SECRET_PRIVATE', public_key: 'PUBLIC_OK' },
      apiKey: { key: 'SECRET_API_KEY' },
      tokens: { access_token: 'SECRET_AT', refresh_token: 'SECRET_RT' },
      url: '/social?token=SECRET_QUERY_TOKEN',
    });

    expect(api.calls).toHaveLength(1);
    const posted = JSON.stringify(api.calls[0]?.body);
    expect(posted).not.toMatch(/SECRET_/);
    expect(posted).toContain('[redacted]');
    expect(posted).toContain('Alice');
    expect(posted).toContain('PUBLIC_OK');
    expect((api.calls[0]?.body as LogEntry).args.url).toBe(
      'http://localhost:3000/password-reset?code=[redacted]&access_token=[redacted]&tab=2',
    );
  });

  it('ignores a failing post, rejected or thrown', async () => {
    const rejecting = setup({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const throwing = setup({
      fetch: () => {
        throw new Error('sync failure');
      },
    });

    expect(() => rejecting.logger.log(new Error('boom'))).not.toThrow();
    expect(() => throwing.logger.log(new Error('boom'))).not.toThrow();
    // An unhandled rejection would fail the run; give it a chance to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('survives circular contexts', () => {
    const { logger, api } = setup();
    const context: Record<string, unknown> = { name: 'loop' };
    context.self = context;
    logger.log(new Error('boom'), context);
    expect((api.calls[0]?.body as LogEntry).args.context).toEqual({ name: 'loop', self: '[circular]' });
  });

  it('posts each distinct error at most once a minute', () => {
    let at = Date.parse('2025-01-02T03:04:05.000Z');
    const { logger, api } = setup({ now: () => new Date(at) });
    const boom = () => new Error('boom');
    logger.log(boom());
    logger.log(boom()); // the same error again at once: not posted
    logger.log(new Error('other')); // another error: posted
    logger.log(new HttpError('Internal Server Error', 500), { method: 'GET', path: '/project' });
    logger.log(new HttpError('Internal Server Error', 500), { method: 'GET', path: '/user' }); // another call
    expect(api.calls.map((call) => (call.body as LogEntry).msg)).toEqual([
      'boom',
      'other',
      'Internal Server Error',
      'Internal Server Error',
    ]);
    at += 59_999;
    logger.log(boom());
    expect(api.calls).toHaveLength(4);
    at += 1;
    logger.log(boom()); // a minute later: posted again
    expect(api.calls).toHaveLength(5);
  });
});
