import { createSimulator } from '../../simulator/createSimulator';
import { deserializeStore, serializeStore } from '../../simulator/persistStore';
import { setupServer } from 'msw/node';

describe('simulator store snapshot (static demo persistence)', () => {
  it('restores data, id counters and sessions from its text form', async () => {
    const first = createSimulator();
    const server = setupServer(...first.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const login = await fetch('http://localhost/api/v1/internal-auth/token-create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-DEVICE': 'd1', 'X-APP': 'console' },
        body: JSON.stringify({ username: 'admin@acme.test', password: 'Admin123!' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const auth = {
        Authorization: `Bearer ${access_token}`,
        'X-DEVICE': 'd1',
        'X-APP': 'console',
        'Content-Type': 'application/json',
      };
      const created = await fetch('http://localhost/api/v1/project', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Kept' }),
      });
      const project = (await created.json()) as { id: string };

      const snapshot = serializeStore(first.store);
      first.reset();
      first.restore(deserializeStore(snapshot));

      const again = await fetch(`http://localhost/api/v1/project/${project.id}`, { headers: auth });
      expect(again.status).toBe(200);
      const next = await fetch('http://localhost/api/v1/project', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Next' }),
      });
      expect(Number(((await next.json()) as { id: string }).id)).toBe(Number(project.id) + 1);
    } finally {
      server.close();
    }
  });
});
