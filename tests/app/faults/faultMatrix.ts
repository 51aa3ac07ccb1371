import { screen, waitFor } from '@testing-library/react';
import { en } from '../../../i18n/en';
import type { FaultSpec } from '../../../simulator/createSimulator';
import type { Services } from '../../../src/providers/createServices';
import type { startSimulator } from '../../support/simulatorServer';

type Sim = ReturnType<typeof startSimulator>;

/** What the user reads for each kind of failure (SPEC §8, src/providers/errorMessage.ts). */
export const says = {
  network: en.app.errors.network,
  server: en.app.errors.server,
  contract: en.app.errors.contract,
  forbidden: en.app.errors.forbidden,
  tooManyRequests: en.app.errors.tooManyRequests,
} as const;

/** A server-worded validation message: SPEC §8 shows the 422 `message` field as is. */
export const VALIDATION_MESSAGE = 'The submitted values are not acceptable';

/** One kind of failure: the fault to inject (without method and path), what the user reads, whether it is logged. */
export type FaultKind = {
  kind: string;
  fault: Omit<FaultSpec, 'method' | 'path'>;
  message: string;
  logged: boolean;
};

/** The failures every screen must put into words (401 and abort have their own cases). */
export const messageFaults: FaultKind[] = [
  { kind: '403', fault: { status: 403, body: { message: 'Forbidden' } }, message: says.forbidden, logged: true },
  { kind: '429', fault: { status: 429, body: { message: 'slow down' } }, message: says.tooManyRequests, logged: true },
  { kind: '500', fault: { status: 500, body: { message: 'boom' } }, message: says.server, logged: true },
  { kind: 'network error', fault: { network: true }, message: says.network, logged: false },
  { kind: 'malformed JSON', fault: { malformed: true }, message: says.contract, logged: true },
];

/**
 * The signed-in frame is still there: the app bar with its account menu (named after the user, or
 * generically when the identity could not load either) and the navigation menu.
 */
export async function expectFrame(options: { identity?: boolean } = {}) {
  const account = options.identity === false ? en.ra.auth.user_menu : /Account menu of/;
  expect(await screen.findByRole('button', { name: account })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(await screen.findByRole('menuitem', { name: 'Projects' })).toBeInTheDocument();
}

type LogEntry = { msg: string; args: { context?: { method?: string; path?: string; status?: number } } };

/**
 * Every log post made so far: logs a marker error and waits for it to arrive, so posts made before
 * it have arrived too (a "nothing was posted" check does not depend on a sleep).
 */
export async function postedLogs(sim: Sim, services: Services): Promise<LogEntry[]> {
  const marker = `log flush ${Math.random()}`;
  services.logger.log(new Error(marker));
  await waitFor(() => expect(sim.logs.some((entry) => (entry as LogEntry).msg === marker)).toBe(true));
  return (sim.logs as LogEntry[]).filter((entry) => entry.msg !== marker);
}

/** Log posts about requests to `path` (its method and status are in the entry's context). */
export async function logsFor(sim: Sim, services: Services, path: string): Promise<LogEntry[]> {
  return (await postedLogs(sim, services)).filter((entry) => entry.args.context?.path === path);
}

/** No posted log body carries a secret: the tokens of the session or a password that was typed. */
export function expectNoSecretsIn(sim: Sim, secrets: readonly string[]) {
  const posted = JSON.stringify(sim.logs);
  for (const secret of secrets) expect(posted).not.toContain(secret);
}
