import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Text types worth compressing (images and fonts are compressed already). */
export const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Smaller answers are sent as they are (nginx's gzip_min_length in deploy/console.conf). */
export const GZIP_MIN_LENGTH = 1024;
const codings = { gzip: /\bgzip\b/, br: /\bbr\b/ } as const;
const accepts = (req: IncomingMessage, coding: keyof typeof codings) =>
  codings[coding].test(String(req.headers['accept-encoding'] ?? ''));
export const acceptsGzip = (req: IncomingMessage) => accepts(req, 'gzip');
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

/**
 * Sends a file with its content type and `cacheControl`, compressed when the client accepts it
 * (see `encodedBody`): the built console's files, and the Swagger UI files of the API documentation.
 */
export function sendFile(
  file: string,
  cacheControl: string,
  req: IncomingMessage | undefined,
  res: ServerResponse,
): void {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
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
