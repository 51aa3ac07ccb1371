// Reason: ra-core's fallback hash router keeps react-router's data router (12.8 KB gzipped) on every first screen; the console never uses it.
import type { Plugin } from 'vite';

/** The module of ra-core that adapts react-router, as the build resolves it. */
const ADAPTER = /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
/** What ra-core imports to create a router of its own (a hash router) when it finds none around it. */
const OWN_ROUTER_IMPORTS = 'createHashRouter, RouterProvider as ReactRouterProvider, ';

/**
 * react-admin renders the console inside the console's own router (Console.tsx: `BrowserRouter`,
 * or `HashRouter`), so ra-core's fallback, a hash router it creates when it is not inside one,
 * never runs. Yet its import keeps react-router's whole data router (`createRouter`, ~35 KB before
 * compression) in the entry, which every page downloads first. This build drops that import: rendered outside a router,
 * react-admin throws instead. Fails the build when ra-core's adapter no longer imports those names
 * as expected, or the build has no such module any more, so an upgrade is looked at instead of
 * silently keeping or breaking it.
 */
export function consoleRouterOnly(): Plugin {
  let rewritten = false;
  return {
    name: 'console-router-only',
    apply: 'build',
    buildStart: () => {
      rewritten = false;
    },
    transform(code, id) {
      if (!ADAPTER.test(id)) return null;
      rewritten = true;
      if (!code.includes(OWN_ROUTER_IMPORTS))
        this.error(`ra-core's router adapter changed: ${id} no longer imports "${OWN_ROUTER_IMPORTS}"`);
      const throwing = `() => { throw new Error('react-admin is rendered outside the console router'); }`;
      return {
        code: `${code.replace(OWN_ROUTER_IMPORTS, '')}\nconst createHashRouter = ${throwing};\nconst ReactRouterProvider = ${throwing};\n`,
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && !rewritten)
        this.error(`ra-core's router adapter moved: no module of the build matches ${String(ADAPTER)}`);
    },
  };
}
