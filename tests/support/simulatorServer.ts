import { createSimulator, type SimulatorOptions } from '../../simulator/createSimulator';
import { createTestServer } from '../../simulator/hosts/node';

/**
 * One in-process simulator per test file: MSW intercepts every fetch, unknown requests fail the
 * test, and each test starts from the deterministic seed with a clean clock and no faults.
 * Used by the app tests (tests/app, tests/me, …) and by the simulator's own contract tests. Every
 * request and answer is checked against the contract (see the afterEach below).
 */
export function startSimulator(options: SimulatorOptions = {}) {
  const { sim, server } = createTestServer(createSimulator(options));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // The conformance harness: a request the console sent outside the contract, or an answer of the
    // simulator outside it, fails the test that caused it. (Contract tests that send such requests
    // on purpose read them with `sim.takeViolations()` themselves.)
    const violations = sim.takeViolations();
    server.resetHandlers();
    sim.reset();
    if (violations.length)
      throw new Error(
        `Contract violations:\n${violations.map((v) => `  ${v.kind} ${v.method} ${v.path} (${v.endpoint}): ${v.detail}`).join('\n')}`,
      );
  });
  afterAll(() => server.close());
  return sim;
}
