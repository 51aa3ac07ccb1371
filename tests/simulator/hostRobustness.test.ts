import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator } from '../../simulator/createSimulator';
import { createRequestListener } from '../../simulator/hosts/http';

let server: Server;
let port = 0;
const sim = createSimulator();

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-robust-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  server = createServer(createRequestListener(sim.handlers, { staticDir: dir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  sim.takeViolations();
  sim.reset();
});

/** A raw request (fetch refuses TRACE and malformed addresses): status, headers and body. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const api = { 'X-DEVICE': 'd', 'X-APP': 'console' };

describe('the Node host answers every request and keeps serving', () => {
  it("answers TRACE and unknown methods with 405 and the path's methods in Allow", async () => {
    const trace = await raw('TRACE', '/api/v1/project', api);
    expect(trace.status).toBe(405);
    expect(trace.allow?.split(', ').sort()).toEqual(['DELETE', 'GET', 'POST']);
    const unknown = await raw('PROPFIND', '/api/v1/project/1', api);
    expect(unknown.status).toBe(405);
    expect(unknown.allow?.split(', ').sort()).toEqual(['DELETE', 'GET', 'PUT']);
  });

  it('answers a malformed percent-encoding with 400, in the API and outside it, and goes on serving', async () => {
    expect((await raw('GET', '/%E0%A4%A')).status).toBe(400);
    expect((await raw('GET', '/api/v1/project/%E0%A4%A', api)).status).toBe(400);
    expect((await raw('GET', '/')).status).toBe(200);
    const guest = await raw('GET', '/api/v1/init/guest', api);
    expect(guest.status).toBe(200);
  });
});
