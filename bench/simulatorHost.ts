/**
 * Starts the simulator host exactly as users and the browser tests run it
 * (scripts/simulatorHost.mjs) on a free port, serving a given build folder, so a benchmark measures
 * the real host (static files and API on one port) rather than an in-process stand-in.
 */
import { join } from 'node:path';
import { startSimulatorHost as startHost, type SimulatorHost } from '../scripts/simulatorHost.mjs';
import { projectRoot } from './bundleSize';

export type { SimulatorHost };

/** `distDir` relative to the project root; the host's output goes to test-results/<logName>.log. */
export function startSimulatorHost(distDir: string, logName: string): Promise<SimulatorHost> {
  return startHost({ root: projectRoot, distDir, logFile: join(projectRoot, 'test-results', `${logName}.log`) });
}
