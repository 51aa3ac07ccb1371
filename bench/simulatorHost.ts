/**
 * Starts the simulator host exactly as users and the browser tests run it
 * (`node scripts/run-ts.mjs simulator/hosts/serve.ts`, see scripts/e2e.mjs) on a free port, serving a given build
 * folder, so a benchmark measures the real host (static files and API on one port) rather than an
 * in-process stand-in.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { projectRoot } from './bundleSize';

export interface SimulatorHost {
  baseUrl: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** `distDir` relative to the project root (the host resolves DIST_DIR against its cwd). */
export async function startSimulatorHost(distDir: string, logName: string): Promise<SimulatorHost> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(projectRoot, 'test-results', `${logName}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  await new Promise((ok) => log.once('open', ok));
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'simulator/hosts/serve.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIMULATOR_CONTROL: '1',
      NODE_ENV: 'test',
      DIST_DIR: distDir,
    },
    stdio: ['ignore', log, log],
    // Its own process group, so stopping it also stops every child process.
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
  throw new Error(`the simulator host did not answer on ${baseUrl} (log ${logFile}):\n${tail}`);
}
