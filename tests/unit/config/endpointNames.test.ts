import { loadConfig } from '../../../src/config/loadConfig';

/** config.json served by a stubbed fetch. */
function serve(config: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(config), { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api.paths names', () => {
  it('accepts a path moved by an endpoint name of the contract', async () => {
    serve({ api: { paths: { 'project.list': '/projects', 'auth.tokenCreate': '/login' } } });
    const result = await loadConfig('http://console.test/config.json');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.api.paths['project.list']).toBe('/projects');
  });

  it('refuses a name that is not an endpoint, naming it', async () => {
    serve({ api: { paths: { 'project.lsit': '/projects', 'project.get': '/projects/:id' } } });
    const result = await loadConfig('http://console.test/config.json');
    expect(result).toEqual({ ok: false, problems: ['api.paths.project.lsit: unknown endpoint'] });
  });
});
