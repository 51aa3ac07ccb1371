import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS of the simulated API for the consoles of the platform. In multi-application mode a console
 * on an organization's subdomain (`acme.localhost`) calls its API on `api-acme.localhost`
 * (src/config/resolveApiBaseUrl.ts): another origin, which the browser lets read the answers only
 * when the API names it. Only the platform's own host and its subdomains are named, each by its
 * exact origin (never `*`, never another site); the calls carry bearer tokens, not cookies, so no
 * credentials mode is allowed.
 */

/** The methods of the contract's calls. */
const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';

/**
 * The request headers the console sends beyond the CORS-safelisted ones: the device and application
 * (SPEC §7), the token (`Authorization`; config.json's `tokenHeaders` default), the log's `X-ORG`, a
 * JSON `Content-Type` and the version an update edits (`If-Match`).
 */
const allowedHeaders = 'Authorization, Content-Type, X-DEVICE, X-APP, X-ORG, If-Match';

/** How long a browser may reuse a preflight's answer, in seconds. */
const preflightMaxAge = '600';

/** `origin` when it is an http(s) origin on `platformDomain` or one of its subdomains, else null. */
export function allowedOrigin(origin: string | undefined, platformDomain: string): string | null {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
  const host = url.hostname;
  const platform = platformDomain.toLowerCase();
  return host === platform || host.endsWith(`.${platform}`) ? origin : null;
}

/**
 * Adds the CORS headers to an answer of the simulator for an allowed `Origin`, and answers its
 * preflight (`OPTIONS` with `Access-Control-Request-Method`: 204 with the methods and headers).
 * True when the request is answered. Any other `OPTIONS` (no origin, a foreign one, no requested
 * method) goes on to the router, which answers 405 as to every method a path lacks.
 *
 * No `Access-Control-Expose-Headers`: the console reads no answer header beyond the safelisted
 * `Content-Type` (the version of a record is in its body, a page's total in `meta`).
 */
export function answerCors(req: IncomingMessage, res: ServerResponse, platformDomain: string): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = allowedOrigin(req.headers.origin, platformDomain);
  if (!origin) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res
    .writeHead(204, {
      'Access-Control-Allow-Methods': allowedMethods,
      'Access-Control-Allow-Headers': allowedHeaders,
      'Access-Control-Max-Age': preflightMaxAge,
    })
    .end();
  return true;
}
