// Starts the simulator host as users run it (`node scripts/run-ts.mjs simulator/hosts/serve.ts`),
// with its control API, on a free port, serving a build folder: for the browser tests
// (scripts/e2e.mjs, one host per worker) and the benchmarks (bench/simulatorHost.ts). Plain
// JavaScript, so that scripts/e2e.mjs, which runs before anything is compiled, shares it.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

const isWindows = process.platform === 'win32';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Starts a host and waits until it answers (at most `timeoutMs`); stopped when this process exits.
 * Rejects, with the last lines of its log, when it does not answer.
 *
 * @param {{ root: string, distDir: string, logFile: string, timeoutMs?: number }} options
 *   `distDir` relative to `root` (the host resolves DIST_DIR against its working directory).
 * @returns {Promise<{ baseUrl: string, logFile: string, stop: () => void }>}
 */
export async function startSimulatorHost({ root, distDir, logFile, timeoutMs = 60_000 }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  await new Promise((ok) => log.once('open', ok));
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'simulator/hosts/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIMULATOR_CONTROL: '1',
      NODE_ENV: 'test',
      DIST_DIR: distDir,
    },
    stdio: ['ignore', log, log],
    detached: !isWindows, // its own process group, so stopping it also stops every child process
  });
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const stop = () => {
    if (exited || child.pid === undefined) return;
    try {
      if (isWindows) child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);

  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { baseUrl, logFile, stop };
      lastError = `GET / answered ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  const why = exited
    ? `the host exited (code ${exited.code ?? exited.signal}) before answering`
    : `no successful answer from ${baseUrl}/ within ${timeoutMs / 1000} s (last: ${lastError})`;
  throw new Error(`${why}.\n--- last lines of ${logFile} ---\n${tail(logFile)}\n---`);
}
