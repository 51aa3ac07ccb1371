/**
 * The conformance harness of the browser tests: after each test, the simulator host reports the
 * requests it refused as outside the contract (method, headers, content type, query, body fields)
 * and its own answers outside it; any fails that test. Tests that send such requests on purpose
 * read them with `control.violations()` themselves.
 */
import { afterEach } from 'vitest';
import { expectNoContractViolations } from './harness';

afterEach(async () => {
  if (process.env.E2E_BASE_URL) await expectNoContractViolations();
});
