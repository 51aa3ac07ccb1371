import { setupServer } from 'msw/node';
import { createSimulator } from '../createSimulator';

/** In-process simulator for tests: `server.listen({ onUnhandledRequest: 'error' })`, `sim.reset()` between tests. */
export function createTestServer(sim = createSimulator()) {
  return { sim, server: setupServer(...sim.handlers) };
}
