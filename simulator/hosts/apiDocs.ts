import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocsPath } from '../../src/api/contract/apiDocsPath';
import type { EndpointOverrides } from '../../src/api/contract/endpointPaths';
import { openApiDocument } from '../../src/api/contract/openapi/openApiDocument';
import { sendFile } from './sendFile';

export interface ApiDocsOptions {
  apiBase: string;
  /** Endpoints moved as the host's config.json moves them: the document names them where they are. */
  paths?: EndpointOverrides;
}

/** Swagger UI's files the page loads, from the swagger-ui-dist package. */
const swaggerUiFiles = new Set(['swagger-ui.css', 'index.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const initializer = resolve(dirname(fileURLToPath(import.meta.url)), 'swaggerUi', 'swagger-initializer.js');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page: Swagger UI's styles and script, then our initializer, all files of this origin (no inline script). */
function swaggerUiPage(docs: string, documentUrl: string): string {
  const at = (file: string) => escapeAttribute(`${docs}/${file}`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Identity API · Swagger UI</title>
    <link rel="stylesheet" href="${at('swagger-ui.css')}" />
    <link rel="stylesheet" href="${at('index.css')}" />
    <link rel="icon" type="image/png" href="${at('favicon-32x32.png')}" sizes="32x32" />
  </head>
  <body>
    <main id="swagger-ui" data-url="${escapeAttribute(documentUrl)}"></main>
    <script src="${at('swagger-ui-bundle.js')}"></script>
    <script src="${at('swagger-initializer.js')}"></script>
  </body>
</html>
`;
}

/**
 * The API's documentation, as the identity service publishes it: the contract as OpenAPI 3.1 at
 * `<api base>/openapi.json`, and Swagger UI showing it at the address SPEC §7 derives from the API
 * base (`/api/v1` → `/api/swagger-ui`), where the console's my-area links. Answers GET and HEAD of
 * those paths (true) and leaves every other request to the caller (false).
 */
export function createApiDocs(options: ApiDocsOptions) {
  const documentUrl = `${options.apiBase}/openapi.json`;
  const docs = apiDocsPath(options.apiBase);
  let documentText: string | undefined;
  return (pathname: string, req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === documentUrl) {
      documentText ??= JSON.stringify(openApiDocument({ serverUrl: options.apiBase, paths: options.paths }), null, 2);
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : documentText);
      return true;
    }
    if (docs === null || (pathname !== docs && !pathname.startsWith(`${docs}/`))) return false;
    const file = pathname.slice(docs.length + 1);
    if (file === '' || file === 'index.html') {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : swaggerUiPage(docs, documentUrl));
    } else if (file === 'swagger-initializer.js') sendFile(initializer, 'no-cache', req, res);
    else if (swaggerUiFiles.has(file)) sendFile(join(swaggerUiDir, file), 'no-cache', req, res);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  };
}
