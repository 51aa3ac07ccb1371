import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { createSimulator } from '../../simulator/createSimulator';
import { createRequestListener } from '../../simulator/hosts/http';

let server: Server;
let base = '';
const sim = createSimulator({ control: true });
const bigScript = Buffer.from(`${'export const answer = 42;\n'.repeat(200)}`);

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  // A built script with its compressed copies beside it, as vite.config.ts writes them.
  writeFileSync(join(dir, 'assets', 'big-456.js'), bigScript);
  writeFileSync(join(dir, 'assets', 'big-456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(dir, 'assets', 'big-456.js.gz'), gzipSync(bigScript, { level: 9 }));
  // One without copies (a file the build did not compress).
  writeFileSync(join(dir, 'assets', 'plain-789.js'), bigScript);
  server = createServer(createRequestListener(sim.handlers, { staticDir: dir, control: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => sim.reset());

/** The raw answer (no decompression, as `fetch` would do): status, headers and body bytes. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/internal-auth/token-create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-DEVICE': 'd', 'X-APP': 'console' },
    body: JSON.stringify({ username: 'admin@acme.test', password: 'Admin123!' }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}`, 'X-DEVICE': 'd', 'X-APP': 'console' };
}

describe('node http host', () => {
  it('serves index.html for unknown paths (clean URLs) with security headers', async () => {
    const response = await fetch(`${base}/user/credentials/3/update/5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('<title>console</title>');
  });

  it('serves assets with a long cache', async () => {
    const response = await fetch(`${base}/assets/app-123.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it("sends a built file's brotli copy to a client that accepts brotli, else its gzip copy, else the file", async () => {
    const url = `${base}/assets/big-456.js`;
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(bigScript))).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(bigScript, { level: 9 }))).toBe(true);
    const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(bigScript)).toBe(true);
    // Without copies, text is gzipped by the host (nginx's gzip on), also for a brotli client.
    const other = await rawGet(`${base}/assets/plain-789.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(other.body).equals(bigScript)).toBe(true);
  });

  it('answers the API through msw getResponse, with bodies and headers', async () => {
    const signIn = await fetch(`${base}/api/v1/internal-auth/token-create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-DEVICE': 'd', 'X-APP': 'console' },
      body: JSON.stringify({ username: 'admin@acme.test', password: 'Admin123!' }),
    });
    expect(signIn.status).toBe(200);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const users = await fetch(`${base}/api/v1/user?page_size=3`, {
      headers: { Authorization: `Bearer ${access_token}`, 'X-DEVICE': 'd', 'X-APP': 'console' },
    });
    expect(((await users.json()) as { items: unknown[] }).items).toHaveLength(3);
    expect((await fetch(`${base}/api/v1/no-such-endpoint`)).status).toBe(404);
  });

  it('compresses JSON answers of 1 KB or more for a client that accepts gzip, as nginx in front of the API does', async () => {
    const headers = await signIn();
    const list = await rawGet(`${base}/api/v1/user?page_size=25`, { ...headers, 'Accept-Encoding': 'gzip, br' });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toContain('Accept-Encoding');
    expect(Number(list.headers['content-length'])).toBe(list.body.length);
    const items = (JSON.parse(gunzipSync(list.body).toString('utf8')) as { items: unknown[] }).items;
    expect(items).toHaveLength(25);
    expect(list.body.length).toBeLessThan(JSON.stringify(items).length / 3);

    const plain = await rawGet(`${base}/api/v1/user?page_size=25`, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString('utf8')) as { items: unknown[] }).items).toHaveLength(25);

    // Under nginx's gzip_min_length: sent as it is.
    const small = await rawGet(`${base}/api/v1/user?page_size=1`, { ...headers, 'Accept-Encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('resolves the organization from X-ORG', async () => {
    const response = await fetch(`${base}/api/v1/init/guest`, {
      headers: { 'X-ORG': 'demo', 'X-DEVICE': 'd', 'X-APP': 'console' },
    });
    expect(((await response.json()) as { demo: unknown }).demo).toMatchObject({ reset_hours: 24 });
  });

  it('forwards control and log paths, and drops the connection on a network fault', async () => {
    await fetch(`${base}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/init/guest', network: true, times: 1 }),
    });
    await expect(fetch(`${base}/api/v1/init/guest`)).rejects.toThrow();
    expect(
      (await fetch(`${base}/api/v1/init/guest`, { headers: { 'X-DEVICE': 'd', 'X-APP': 'console' } })).status,
    ).toBe(200);
    expect((await fetch(`${base}/log`, { method: 'POST', body: '{"msg":"x"}' })).status).toBe(204);
    expect(sim.logs).toEqual([{ msg: 'x' }]);
  });

  it("forwards the simulated providers' paths: the social sign-in page and its redirect, the payment tokens", async () => {
    const back = encodeURIComponent(`${base}/social-login`);
    const page = await fetch(`${base}/__provider/social/google/authorize?redirect_uri=${back}&auth_type_id=4`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Google (simulated)');
    const consent = await fetch(
      `${base}/__provider/social/google/consent?redirect_uri=${back}&auth_type_id=4&account=a%40google.test`,
      { redirect: 'manual' },
    );
    expect(consent.status).toBe(302);
    expect(consent.headers.get('location')).toMatch(
      new RegExp(`^${base}/social-login\\?provider=google&auth_type_id=4&access_token=`),
    );
    const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'A' };
    const token = await fetch(`${base}/__provider/payment/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card, amount_cents: 4900 }),
    });
    expect(token.status).toBe(201);
  });
});
