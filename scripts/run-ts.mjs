#!/usr/bin/env node
// Runs a TypeScript entry point (the simulator host, the contract scripts) through Vite's module
// runner: Node then loads the modules exactly as the app and the tests do, `import.meta.glob`
// included (the endpoint table and the resource list gather their modules with it).
//
//   node scripts/run-ts.mjs <file.ts> [args…]
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const [file] = process.argv.splice(2, 1);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args…]');
  process.exit(2);
}
const nodeEnv = process.env.NODE_ENV;
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
// createServer sets NODE_ENV to 'development' when it is unset: the script, and what it starts
// (`vite build` from the benchmarks, which would then build React's development bundle), keep the caller's.
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
await runner.import(resolve(file));
