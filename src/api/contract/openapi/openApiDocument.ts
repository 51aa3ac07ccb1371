import type { $ZodType } from 'zod/v4/core';
import { PageMeta } from '../common';
import type { AnyEndpoint } from '../endpoint';
import { endpointPaths, type EndpointOverrides } from '../endpointPaths';
import { endpointTable } from '../endpointTable';
import { ErrorBody, serverMessages, ValidationErrorBody } from '../errors';
import { StaleVersionBody } from '../precondition';
import { createJsonSchemas, type JsonSchema } from './jsonSchemas';
import { errorResponses, openApiOperation } from './openApiOperation';

export interface OpenApiOptions {
  /** The API base URL the document names as its server (default `/api/v1`, config.json's default). */
  serverUrl?: string;
  /** Endpoints moved as config.json moves them. */
  paths?: EndpointOverrides;
}

const TITLE = 'Identity API';

const description = `The identity service's API as the console calls it and its simulator serves it, generated from the console's contract (src/api/contract) by \`npm run contract:openapi\`.

- Every call sends \`X-DEVICE\` (the device id) and \`X-APP\` (the application identity); 400 without them. A signed-in call adds \`Authorization: Bearer <access token>\`, which works only with the X-DEVICE it was issued to.
- A program calling with an API key sends \`Authorization: <username>:<key>\` and \`X-ORG: <organization domain>\` instead. Without X-ORG the organization is the first label of the host name.
- Query keys outside an operation's are refused with 400, body fields outside its schema with 422.
- 422 names each field: \`{ message, errors: { json: { <field>: [messages] } } }\`. Every other error is \`{ message }\`.
- Lists are paged: \`{ items, meta: { total, page, page_size, total_pages } }\`. Query arrays travel as repeated keys (\`ids=1&ids=2\`); identifiers may be strings or numbers.`;

// No `minLength`: a client that sends the header sends it filled (400 otherwise, as the description
// says); a schema a generator can break would only invite values the header's own rule refuses.
const header = (name: string, required: boolean, text: string) => ({
  name,
  in: 'header',
  required,
  schema: { type: 'string' },
  description: text,
});

/** The schemas worth a name: the error bodies, the paging meta and each collection's record. */
function namedSchemas(endpoints: readonly AnyEndpoint[]): Map<$ZodType, string> {
  const names = new Map<$ZodType, string>([
    [ErrorBody, 'Error'],
    [ValidationErrorBody, 'ValidationError'],
    [PageMeta, 'PageMeta'],
  ]);
  for (const endpoint of endpoints)
    if (endpoint.resource && endpoint.name.endsWith('.get') && endpoint.output && !names.has(endpoint.output))
      names.set(
        endpoint.output,
        endpoint.resource.name.replace(/^./, (first) => first.toUpperCase()),
      );
  return names;
}

/** Tags: one per group of the contract, described by the paths its calls live under. */
function tags(endpoints: readonly AnyEndpoint[], pathOf: (endpoint: AnyEndpoint) => string) {
  const bases = new Map<string, Set<string>>();
  for (const endpoint of endpoints) {
    const group = endpoint.name.split('.')[0]!;
    const base = `\`/${pathOf(endpoint).split('/')[1] ?? ''}\``;
    bases.set(group, (bases.get(group) ?? new Set()).add(base));
  }
  return [...bases].map(([name, under]) => ({
    name,
    description: `The \`${name}.*\` calls, under ${[...under].join(', ')}.`,
  }));
}

/**
 * The contract as an OpenAPI 3.1 document: every endpoint of the table (src/api/contract/
 * endpointTable.ts) with its parameters, body and answers as JSON Schemas of its zod schemas, the
 * headers of SPEC §7 and the two ways to authenticate (a bearer access token, or an API key with
 * X-ORG). `npm run contract:openapi` writes it to docs/openapi.json; the simulator's host serves
 * it at `<api base>/openapi.json`, for its Swagger UI.
 */
export function openApiDocument(options: OpenApiOptions = {}): JsonSchema {
  // The error log is another service (config.json's `logUrl`), not the identity API.
  const endpoints = [...endpointTable.values()].filter((endpoint) => endpoint.server !== 'log');
  const pathOf = endpointPaths(options.paths);
  const schemas = createJsonSchemas(namedSchemas(endpoints));
  const paths: Record<string, Record<string, unknown>> = {};
  /** Path parameter names by the path's shape: the first call at a shape names its segments. */
  const namesByShape = new Map<string, string[]>();
  for (const endpoint of endpoints) {
    const segments = pathOf(endpoint).split('/');
    const own = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
    const shape = segments.map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
    const names = namesByShape.get(shape) ?? own;
    namesByShape.set(shape, names);
    let at = 0;
    const key = segments.map((segment) => (segment.startsWith(':') ? `{${names[at++]}}` : segment)).join('/');
    const item = (paths[key] ??= {});
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`Two endpoints answer ${endpoint.method} ${key}`);
    item[method] = openApiOperation(
      endpoint,
      own.map((name, index) => ({ name: names[index] ?? name, own: name })),
      schemas,
    );
  }
  const error = (text: string, schema: $ZodType = ErrorBody, example?: unknown) => ({
    description: text,
    content: { 'application/json': { schema: schemas.of(schema), ...(example ? { example } : {}) } },
  });
  const responses = {
    [errorResponses.badRequest]: error(
      'A required header is missing (X-DEVICE and X-APP, or X-ORG with an API key), the address is not valid percent-encoding, a query key or value is outside the contract, the body is not a JSON object or comes with a call that takes none, or a key of the body or query is `__proto__`, `constructor` or `prototype`.',
    ),
    [errorResponses.unauthorized]: error(
      'No valid access token or API key: missing, expired, revoked, or a token sent from another device than the X-DEVICE it was issued to.',
    ),
    [errorResponses.forbidden]: error(
      'Locked in the demo organization, or an administration call by a user who is no administrator.',
    ),
    [errorResponses.notFound]: error(
      'No such record, or no such organization (the X-ORG header, or the first label of the host name).',
    ),
    [errorResponses.methodNotAllowed]: {
      ...error("A method the path does not have; `Allow` lists the path's methods."),
      headers: {
        Allow: { description: "The path's methods, comma-separated.", schema: { type: 'string', minLength: 1 } },
      },
    },
    [errorResponses.mediaType]: error('A body that is not `application/json`.'),
    [errorResponses.stale]: error(
      'The record (or the order) changed since the version the write names (`If-Match`, or `previous`): `current` holds it as stored now.',
      StaleVersionBody,
    ),
    [errorResponses.invalid]: error(
      'Field errors: each field of the body with its messages. A field outside the schema is refused as "Unknown field".',
      ValidationErrorBody,
      { message: serverMessages.invalidForm, errors: { json: { name: [serverMessages.required] } } },
    ),
  };
  return {
    openapi: '3.1.0',
    info: { title: TITLE, version: '1', description },
    servers: [{ url: options.serverUrl ?? '/api/v1', description: 'The API base URL (config.json api.baseUrl).' }],
    // X-ORG is told on the apiKey scheme, not as a second scheme of its requirement: fuzzers
    // (Schemathesis 4.25) require every header of every alternative and call a bearer call invalid.
    security: [{ bearer: [] }, { apiKey: [] }],
    tags: tags(endpoints, pathOf),
    paths,
    components: {
      schemas: schemas.components,
      responses,
      parameters: {
        XDevice: header(
          'X-DEVICE',
          false,
          'The device id (a browser fingerprint). Sent with every call of the console, signed in or not: 400 without it; tokens are bound to it. Not sent with an API key.',
        ),
        IfMatch: header(
          'If-Match',
          false,
          'The version the write edits: the record\'s `updated_at` as loaded, quoted (`"2026-11-20T09:00:00.000Z"`). A record changed since: 412. Without it the write goes through.',
        ),
        XApp: header(
          'X-APP',
          false,
          'The application identity (config.json `appId`). Sent with every call of the console: 400 without it. Not sent with an API key.',
        ),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token of `auth.tokenCreate`, valid only with the X-DEVICE it was issued to (the refresh call sends the refresh token this way).',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "`<username>:<key>`: the signed-in user's name and a key made with `apiKey.create`, always with the header `X-ORG: <organization domain>` (`acme`): 400 without it.",
        },
      },
    },
  };
}
