import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator } from '../../simulator/createSimulator';
import { allowedOrigin } from '../../simulator/hosts/cors';
import { createRequestListener, nginxAlwaysHeaders, securityHeaders } from '../../simulator/hosts/http';

/**
 * The Node host answers the consoles of the platform's subdomains across origins (multi-application
 * mode: the console at acme.localhost calls api-acme.localhost, src/config/resolveApiBaseUrl.ts).
 */
const sim = createSimulator();
const servers: Server[] = [];

async function listen(options: Parameters<typeof createRequestListener>[1] = {}): Promise<number> {
  const server = createServer(createRequestListener(sim.handlers, options));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));
afterEach(() => sim.reset());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** A request as the browser sends it to the API's host (`Host: api-acme.localhost:<port>`). */
function send(port: number, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { Host: `api-acme.localhost:${port}`, ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const guest = { 'X-DEVICE': 'd', 'X-APP': 'console', 'Accept-Encoding': 'gzip' };

describe('CORS of the Node host', () => {
  it("names a sibling console's origin on the API's answers, and varies on Origin", async () => {
    const port = await listen();
    const origin = `http://acme.localhost:${port}`;
    const answer = await send(port, 'GET', '/api/v1/init/guest', { ...guest, Origin: origin });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers.vary).toBe('Origin');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    // A compressed answer varies on both.
    const page = await send(port, 'GET', '/__provider/social/google/authorize?redirect_uri=http://x.localhost/', {
      Origin: origin,
      'Accept-Encoding': 'gzip',
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('Origin, Accept-Encoding');
    // The platform's bare host too.
    const bare = await send(port, 'GET', '/api/v1/init/guest', { ...guest, Origin: `http://localhost:${port}` });
    expect(bare.headers['access-control-allow-origin']).toBe(`http://localhost:${port}`);
  });

  it('names no other origin: another site, a look-alike host, null, a non-http scheme', async () => {
    const port = await listen();
    for (const origin of [
      'https://evil.test',
      `http://localhost.evil.test:${port}`,
      'null',
      'file://',
      'http://x.localhost/path',
    ]) {
      const answer = await send(port, 'GET', '/api/v1/init/guest', { ...guest, Origin: origin });
      expect(answer.status, origin).toBe(200);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers.vary, origin).toContain('Origin');
    }
  });

  it('answers an allowed preflight with 204, the methods and the headers the console sends', async () => {
    const port = await listen();
    const origin = `http://demo.localhost:${port}`;
    const preflight = await send(port, 'OPTIONS', '/api/v1/user/4', {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization,content-type,if-match,x-app,x-device',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    const allowed = preflight.headers['access-control-allow-headers']?.toLowerCase().split(', ');
    for (const header of ['authorization', 'content-type', 'if-match', 'x-app', 'x-device', 'x-org'])
      expect(allowed, header).toContain(header);
    // Nothing reached the router: a preflight is no unsupported method.
    expect(sim.takeViolations()).toEqual([]);
  });

  it('keeps 405 for an OPTIONS that is no allowed preflight (no origin, a foreign one, no method asked)', async () => {
    const port = await listen();
    for (const headers of [
      {},
      { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'GET' },
      { Origin: `http://acme.localhost:${port}` },
    ] as Record<string, string>[]) {
      const answer = await send(port, 'OPTIONS', '/api/v1/user', { ...guest, ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(405);
      expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    }
    sim.takeViolations();
  });

  it('reads the platform domain from the served configuration', async () => {
    const port = await listen({ config: { platformDomain: 'example.test' } });
    const ours = await send(port, 'GET', '/api/v1/init/guest', { ...guest, Origin: 'https://acme.example.test' });
    expect(ours.headers['access-control-allow-origin']).toBe('https://acme.example.test');
    const local = await send(port, 'GET', '/api/v1/init/guest', { ...guest, Origin: `http://acme.localhost:${port}` });
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
    expect(allowedOrigin('https://EXAMPLE.test', 'example.test')).toBe(null); // not in its serialized form
    expect(allowedOrigin('https://example.test', 'Example.Test')).toBe('https://example.test');
  });
});

describe("the policy's API hosts", () => {
  it("allows connections to the platform's subdomains, filled in from deploy/console.conf's variable", () => {
    expect(securityHeaders['Content-Security-Policy']).toMatch(/; connect-src 'self' \*\.localhost:\*$/);
    expect(
      nginxAlwaysHeaders('set $hosts "https://*.example.com";\nadd_header X-Test "a $hosts $unknown" always;\n'),
    ).toEqual({ 'X-Test': 'a https://*.example.com $unknown' });
  });
});
