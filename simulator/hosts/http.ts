import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

/**
 * `add_header Name "value" always;` lines of an nginx configuration, as a header map. The security
 * headers' one source is deploy/console.conf, the configuration operators serve the console with,
 * so this host and nginx cannot drift apart (tests/e2e/nginx.e2e.ts compares what both send).
 */
export function nginxAlwaysHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always\s*;/gm))
    headers[name!] = value!;
  return headers;
}

// Not `new URL(…, import.meta.url)`: Vite turns that form into an asset URL in jsdom tests.
const deployConf = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'console.conf');
export const securityHeaders: Record<string, string> = nginxAlwaysHeaders(readFileSync(deployConf, 'utf8'));
// A host without its policy would serve the console unprotected: refuse to start instead.
if (!securityHeaders['Content-Security-Policy'])
  throw new Error(`No Content-Security-Policy in ${deployConf} (an add_header … always; line)`);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.csv': 'text/csv; charset=utf-8',
};

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
  const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
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

/** Text types worth compressing (images and fonts are compressed already). */
const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Smaller answers are sent as they are (nginx's gzip_min_length in deploy/console.conf). */
const GZIP_MIN_LENGTH = 1024;
const codings = { gzip: /\bgzip\b/, br: /\bbr\b/ } as const;
const accepts = (req: IncomingMessage, coding: keyof typeof codings) =>
  codings[coding].test(String(req.headers['accept-encoding'] ?? ''));
const acceptsGzip = (req: IncomingMessage) => accepts(req, 'gzip');
/** Gzipped static files by path, size and modification time: each built file is compressed once. */
const gzipCache = new Map<string, Buffer>();

/**
 * The body to send for `file`, and its Content-Encoding, when the client accepts one: the build's
 * own compressed copy beside it (`.br`, else `.gz`: assets/, vite.config.ts), as nginx's
 * brotli_static and gzip_static send it (deploy/); else, for text of at least 1 KB, gzipped here.
 * Undefined means the file as it is. Any production web server compresses text; serving the
 * bundles raw would make every page load three times the bytes the console is budgeted for.
 */
function encodedBody(
  file: string,
  type: string,
  req: IncomingMessage | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' } | undefined {
  if (!req || !compressible.test(type)) return undefined;
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (accepts(req, encoding) && existsSync(copy)) return { body: readFileSync(copy), encoding };
  }
  if (!acceptsGzip(req)) return undefined;
  const { size, mtimeMs } = statSync(file);
  if (size < GZIP_MIN_LENGTH) return undefined;
  const key = `${file}:${size}:${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 9 });
    gzipCache.set(key, body);
  }
  return { body, encoding: 'gzip' };
}

function serveStatic(staticDir: string, pathname: string, res: ServerResponse, req?: IncomingMessage): void {
  const root = resolve(staticDir);
  const target = normalize(join(root, decodeURIComponent(pathname)));
  const inside = target === root || target.startsWith(root + sep);
  const file = inside && existsSync(target) && statSync(target).isFile() ? target : join(root, 'index.html');
  if (!existsSync(file)) {
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('The console is not built: run `npm run build`.');
    return;
  }
  const isIndex = file === join(root, 'index.html');
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': pathname.startsWith('/assets/') && !isIndex ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const encoded = encodedBody(file, type, req);
  if (encoded) {
    res
      .writeHead(200, {
        ...headers,
        'Content-Encoding': encoded.encoding,
        'Content-Length': String(encoded.body.length),
      })
      .end(encoded.body);
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}

/** A `node:http` request listener serving the simulator (API, log, control) and the built console. */
export function createRequestListener(handlers: RequestHandler[], options: RequestListenerOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.securityHeaders !== false) for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    if (isSimulatorPath(pathname, options)) {
      answerWithHandlers(handlers, req, res).catch((error: unknown) => {
        console.error('[simulator] adapter error', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal error' }));
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
}
