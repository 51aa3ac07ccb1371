import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openApiDocument } from '../../src/api/contract/openapi/openApiDocument';
import { createSimulator } from '../../simulator/createSimulator';
import { createRequestListener } from '../../simulator/hosts/http';

const servers: Server[] = [];
async function host(options: Parameters<typeof createRequestListener>[1] = {}): Promise<string> {
  const sim = createSimulator({ apiBase: options.apiBase });
  const server = createServer(createRequestListener(sim.handlers, options));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

describe('the API documentation on the simulator host', () => {
  it("serves the contract as OpenAPI at <api base>/openapi.json, to a client sending none of the API calls' headers", async () => {
    const base = await host();
    const response = await fetch(`${base}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('serves Swagger UI at the documentation address (/api/swagger-ui), its scripts files of this origin under the CSP', async () => {
    const base = await host();
    for (const path of ['/api/swagger-ui', '/api/swagger-ui/']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await page.text();
      expect(html).toContain('data-url="/api/v1/openapi.json"');
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])).toEqual([
        '/api/swagger-ui/swagger-ui-bundle.js',
        '/api/swagger-ui/swagger-initializer.js',
      ]);
      expect(scripts.every(([, , inline]) => inline!.trim() === '')).toBe(true);
    }
    const files = {
      'swagger-ui-bundle.js': /^text\/javascript/,
      'swagger-initializer.js': /^text\/javascript/,
      'swagger-ui.css': /^text\/css/,
      'index.css': /^text\/css/,
      'favicon-32x32.png': /^image\/png/,
    };
    for (const [file, type] of Object.entries(files)) {
      const response = await fetch(`${base}/api/swagger-ui/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(type);
    }
    expect(await (await fetch(`${base}/api/swagger-ui/swagger-initializer.js`)).text()).toContain('SwaggerUIBundle(');
    expect((await fetch(`${base}/api/swagger-ui/package.json`)).status).toBe(404);
  });

  it('follows a moved API base: its document names it as the server, Swagger UI moves with it', async () => {
    const base = await host({ apiBase: '/identity/v2', paths: { resources: { project: '/projects' } } });
    const document = (await (await fetch(`${base}/identity/v2/openapi.json`)).json()) as {
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(document.servers[0]?.url).toBe('/identity/v2');
    expect(Object.keys(document.paths)).toContain('/projects/{id}');
    expect(await (await fetch(`${base}/identity/swagger-ui/`)).text()).toContain(
      'data-url="/identity/v2/openapi.json"',
    );
  });
});
