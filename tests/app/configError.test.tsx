import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadConfig } from '../../src/config/loadConfig';
import { ConfigErrorScreen } from '../../src/config/ConfigErrorScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('runtime config loading', () => {
  it('uses the defaults when config.json is absent', async () => {
    server.use(http.get('*/config.json', () => new HttpResponse(null, { status: 404 })));
    const result = await loadConfig();
    expect(result.ok && result.config.updatesInterval).toBe(120000);
  });

  it('reports a config.json that is not JSON', async () => {
    server.use(
      http.get(
        '*/config.json',
        () => new HttpResponse('{ name: ', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(await loadConfig()).toEqual({ ok: false, problems: ['config.json: not valid JSON'] });
  });

  it('shows a clear error screen listing each invalid setting, never a blank page', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ updatesInterval: -5, languages: [] })));
    const result = await loadConfig();
    if (result.ok) throw new Error('expected problems');
    render(<ConfigErrorScreen problems={result.problems} />);
    expect(screen.getByRole('heading', { name: 'The console cannot start' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.some((text) => text?.startsWith('updatesInterval:'))).toBe(true);
    expect(items.some((text) => text?.startsWith('languages:'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
