import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Loaded through Vite's own module loader at the first API call, so the config bundle never contains the simulator. */
async function loadListener(server: ViteDevServer, control: boolean): Promise<Listener> {
  const entry = ['', 'simulator', 'hosts', 'devEntry.ts'].join('/');
  const mod = (await server.ssrLoadModule(entry)) as { createDevListener(options: { control: boolean }): Listener };
  return mod.createDevListener({ control });
}

/**
 * Vite dev-server middleware answering `/api/v1` (with the API's documentation, `/api/v1/openapi.json`
 * and Swagger UI at `/api/swagger-ui`), `/log`, the simulated providers' `/__provider` (and `/__control` with SIMULATOR_CONTROL=1)
 * from the simulator (clock 'real', DEMO_RESET_HOURS honoured).
 */
export function simulatorMiddleware(): Plugin {
  return {
    name: 'identity-simulator',
    apply: 'serve',
    configureServer(server) {
      const control = process.env.SIMULATOR_CONTROL === '1';
      let listener: Promise<Listener> | undefined;
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const ours =
          pathname.startsWith('/api/v1/') ||
          pathname === '/api/swagger-ui' ||
          pathname.startsWith('/api/swagger-ui/') ||
          pathname === '/log' ||
          pathname.startsWith('/__provider/') ||
          (control && pathname.startsWith('/__control/'));
        if (!ours) return next();
        (listener ??= loadListener(server, control))
          .then((handle) => handle(req, res, next))
          .catch((error: unknown) => next(error));
      });
    },
  };
}
