import { createSimulator, type SimulatorOptions } from '../../simulator/createSimulator';
import { createTestServer } from '../../simulator/hosts/node';

/**
 * One in-process simulator per test file: MSW intercepts every fetch, unknown requests fail the
 * test, and each test starts from the deterministic seed with a clean clock and no faults.
 * Used by the app tests (tests/app, tests/me, …) and by the simulator's own contract tests.
 */
export function startSimulator(options: SimulatorOptions = {}) {
  const { sim, server } = createTestServer(createSimulator(options));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sim.reset();
  });
  afterAll(() => server.close());
  return sim;
}
