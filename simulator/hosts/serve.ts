/**
 * `node scripts/run-ts.mjs simulator/hosts/serve.ts`: the built console and the simulated API on one port (127.0.0.1:$PORT).
 * DIST_DIR (default `dist`) names the built console to serve.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createSimulator } from '../createSimulator';
import { createRequestListener } from './http';

const port = Number(process.env.PORT ?? 4173);
const control = process.env.SIMULATOR_CONTROL === '1';
const demoResetHours = Number(process.env.DEMO_RESET_HOURS ?? 24) || 24;
const sim = createSimulator({ clock: 'real', control, demoResetHours });
const listener = createRequestListener(sim.handlers, {
  staticDir: resolve(process.cwd(), process.env.DIST_DIR ?? 'dist'),
  control,
});

createServer((req, res) => listener(req, res)).listen(port, '127.0.0.1', () => {
  console.log(`Identity admin console: http://127.0.0.1:${port}`);
  console.log('  sign in: admin@acme.test / Admin123!');
  console.log(`Demo organization:      http://demo.localhost:${port}`);
  console.log(`  sign in: demo@demo.test / Demo123! (data resets every ${demoResetHours} h)`);
  if (control) console.log('Control API enabled: /__control/*');
});
