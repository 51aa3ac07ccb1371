import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import type { EndpointOverrides } from '../../src/api/contract/endpointPaths';
import { createApiDocs } from './apiDocs';
import { answerCors } from './cors';
import { acceptsGzip, compressible, GZIP_MIN_LENGTH, sendFile } from './sendFile';

/**
 * `add_header Name "value" always;` lines of an nginx configuration, as a header map. The security
 * headers' one source is deploy/console.conf, the configuration operators serve the console with,
 * so this host and nginx cannot drift apart (tests/e2e/nginx.e2e.ts compares what both send).
 */
export function nginxAlwaysHeaders(conf: string): Record<string, string> {
  // `set $name "value";` lines: a header names them as nginx would fill them in.
  const variables = new Map<string, string>();
  for (const [, name, value] of conf.matchAll(/^\s*set\s+\$(\w+)\s+"([^"$]*)"\s*;/gm)) variables.set(name!, value!);
  const headers: Record<string, string> = {};
  for (const [, name, value] of conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always\s*;/gm))
    headers[name!] = value!.replace(/\$(\w+)/g, (whole, variable: string) => variables.get(variable) ?? whole);
  return headers;
}

// Not `new URL(…, import.meta.url)`: Vite turns that form into an asset URL in jsdom tests.
const deployConf = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'console.conf');
export const securityHeaders: Record<string, string> = nginxAlwaysHeaders(readFileSync(deployConf, 'utf8'));
// A host without its policy would serve the console unprotected: refuse to start instead.
if (!securityHeaders['Content-Security-Policy'])
  throw new Error(`No Content-Security-Policy in ${deployConf} (an add_header … always; line)`);

export interface RequestListenerOptions {
  /** Built console to serve (static files, `index.html` for unknown paths). Without it, non-API paths go to `next` or 404. */
  staticDir?: string;
  apiBase?: string;
  /** Also forward `/__control/...` (SIMULATOR_CONTROL=1). */
  control?: boolean;
  /** Send the security headers (default true). */
  securityHeaders?: boolean;
  /** Answer `/config.json` with this configuration instead of the built file (a host with moved endpoints). */
  config?: unknown;
  /** Endpoints the simulator serves moved (its `paths` option), for the OpenAPI document at `{apiBase}/openapi.json`. */
  paths?: EndpointOverrides;
  /**
   * The platform domain whose host and subdomains may call the simulator from another origin (CORS,
   * cors.ts). Default: `platformDomain` of `config`, else of the served `config.json`, else `localhost`.
   */
  platformDomain?: string;
}

/** The platform domain of the consoles this host serves (see `RequestListenerOptions.platformDomain`). */
function platformDomainOf(options: RequestListenerOptions): string {
  const named = (config: unknown) =>
    typeof config === 'object' && config && 'platformDomain' in config && typeof config.platformDomain === 'string'
      ? config.platformDomain
      : undefined;
  const served = options.staticDir ? join(options.staticDir, 'config.json') : undefined;
  const fromFile = () => {
    try {
      return served && existsSync(served) ? named(JSON.parse(readFileSync(served, 'utf8'))) : undefined;
    } catch {
      return undefined;
    }
  };
  return options.platformDomain ?? named(options.config) ?? fromFile() ?? 'localhost';
}

/** True for paths answered by the simulator: `{apiBase}/…`, `/log`, the simulated providers' `/__provider/…`, and `/__control/…` when enabled. */
export function isSimulatorPath(pathname: string, options: RequestListenerOptions = {}): boolean {
  const apiBase = options.apiBase ?? '/api/v1';
  return (
    pathname === apiBase ||
    pathname.startsWith(`${apiBase}/`) ||
    pathname === '/log' ||
    pathname.startsWith('/__provider/') ||
    (Boolean(options.control) && pathname.startsWith('/__control/'))
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * Methods fetch's `Request` refuses to carry (the Fetch standard's forbidden methods): the router
 * sees them under a name of their own, which no call has, and answers 405 with the path's `Allow`.
 */
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);
const carriedMethod = (method = 'GET') =>
  forbiddenMethods.has(method.toUpperCase()) ? `UNSUPPORTED-${method.toUpperCase()}` : method;

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/** node request → fetch Request → msw getResponse → node response. */
export async function answerWithHandlers(
  handlers: RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const body = await readBody(req);
  const method = carriedMethod(req.method);
  const request = new Request(url, {
    method,
    headers,
    body: body && method !== 'GET' && method !== 'HEAD' ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
    return;
  }
  if (response.type === 'error') {
    res.destroy(); // simulated network failure
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  // The host's own Vary (Origin, cors.ts) and the answer's: one header naming both.
  const vary = [res.getHeader('vary'), out.vary].filter(Boolean).join(', ');
  if (vary) out.vary = vary;
  const answer = Buffer.from(await response.arrayBuffer());
  // As nginx in front of the identity API does (deploy/console.conf: gzip of application/json
  // from 1 KB): a page of 25 users is ~17 KB of JSON, ~3 KB compressed.
  if (answer.length >= GZIP_MIN_LENGTH && compressible.test(out['content-type'] ?? '') && acceptsGzip(req)) {
    const gzipped = gzipSync(answer);
    res.writeHead(response.status, {
      ...out,
      'content-encoding': 'gzip',
      'content-length': String(gzipped.length),
      vary: out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding',
    });
    res.end(gzipped);
    return;
  }
  res.writeHead(response.status, out);
  res.end(answer);
}

function serveStatic(staticDir: string, pathname: string, res: ServerResponse, req?: IncomingMessage): void {
  const root = resolve(staticDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Malformed address');
    return;
  }
  const target = normalize(join(root, decoded));
  const inside = target === root || target.startsWith(root + sep);
  const file = inside && existsSync(target) && statSync(target).isFile() ? target : join(root, 'index.html');
  if (!existsSync(file)) {
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('The console is not built: run `npm run build`.');
    return;
  }
  const isIndex = file === join(root, 'index.html');
  const cacheControl = pathname.startsWith('/assets/') && !isIndex ? 'public, max-age=31536000, immutable' : 'no-cache';
  sendFile(file, cacheControl, req, res);
}

/**
 * A `node:http` request listener serving the simulator (API, log, control), the API's documentation
 * (`{apiBase}/openapi.json` and Swagger UI, apiDocs.ts) and the built console.
 */
export function createRequestListener(handlers: RequestHandler[], options: RequestListenerOptions = {}) {
  const apiDocs = createApiDocs({ apiBase: options.apiBase ?? '/api/v1', paths: options.paths });
  const platformDomain = platformDomainOf(options);
  const listener = (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.securityHeaders !== false) for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    if (apiDocs(pathname, req, res)) return;
    if (isSimulatorPath(pathname, options)) {
      // The consoles on the platform's other hosts (an organization's subdomain) call it too.
      if (answerCors(req, res, platformDomain)) return;
      if (!decodes(pathname)) {
        // MSW decodes the address to match it: a malformed one is refused before it gets there.
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Malformed address: invalid percent-encoding' }));
        return;
      }
      answerWithHandlers(handlers, req, res).catch((error: unknown) => {
        // A request the adapter cannot carry to the handlers is a malformed one, not a server failure.
        console.error('[simulator] adapter error', error);
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Malformed request' }));
      });
      return;
    }
    if (options.config !== undefined && pathname === '/config.json') {
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(JSON.stringify(options.config));
      return;
    }
    if (options.staticDir) serveStatic(options.staticDir, pathname, res, req);
    else if (next) next();
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  // Whatever a request holds, it is answered and the host goes on serving every organization.
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    try {
      listener(req, res, next);
    } catch (error) {
      console.error('[simulator] refused request', error);
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Malformed request' }));
    }
  };
}
