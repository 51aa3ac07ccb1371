import { createTestServer } from '../../simulator/hosts/node';

/**
 * One in-process simulator per test file: MSW intercepts every fetch, unknown requests fail the
 * test, and each test starts from the deterministic seed with a clean clock and no faults.
 */
export function startSimulator() {
  const { sim, server } = createTestServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sim.reset();
  });
  afterAll(() => server.close());
  return sim;
}
