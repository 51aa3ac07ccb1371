import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { endpointTable } from '../../../src/api/contract/endpointTable';
import { openApiDocument } from '../../../src/api/contract/openapi/openApiDocument';
import { openApiFile, renderOpenApi } from '../../../scripts/renderOpenApi';

const root = resolve(import.meta.dirname, '../../..');
type Operation = {
  operationId: string;
  parameters: { $ref?: string; name?: string; in?: string }[];
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, unknown>;
    parameters: Record<string, { name: string; in: string }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
  security: Record<string, unknown>[];
};
const document = openApiDocument() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

describe('docs/openapi.json', () => {
  it('is the contract as generated (run `npm run contract:openapi` after changing it)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(renderOpenApi());
  });

  it("passes Redocly CLI's lint with its recommended rules (redocly.yaml), without an error or a warning", () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', openApiFile, '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(run.stdout || '{}') as { totals?: unknown; problems?: unknown[] };
    expect(report.problems, run.stderr).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    expect(run.status).toBe(0);
  }, 60_000);
});

describe('the contract as OpenAPI 3.1', () => {
  it('has every call of the identity API by its name, method and path (`:id` as `{id}`)', () => {
    const api = [...endpointTable.values()].filter((endpoint) => endpoint.server !== 'log');
    expect(operations.map((o) => o.operation.operationId).sort()).toEqual(api.map((e) => e.name).sort());
    const project = operations.find((o) => o.operation.operationId === 'project.update');
    expect(project).toMatchObject({ path: '/project/{id}', method: 'PUT' });
    expect(project?.operation.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });

  it('sends the headers of SPEC §7 with every call, and signs in with a bearer token or an API key with X-ORG', () => {
    for (const { operation } of operations)
      expect(operation.parameters.slice(0, 2)).toEqual([
        { $ref: '#/components/parameters/XDevice' },
        { $ref: '#/components/parameters/XApp' },
      ]);
    expect(document.components.parameters.XDevice).toMatchObject({ name: 'X-DEVICE', in: 'header' });
    expect(document.components.parameters.XApp).toMatchObject({ name: 'X-APP', in: 'header' });
    const schemes = document.components.securitySchemes;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    // One scheme an alternative (a fuzzer reads every header of every alternative as required);
    // the API key's X-ORG is told on its scheme.
    expect((schemes.apiKey as { description?: string } | undefined)?.description).toContain('X-ORG');
    expect(document.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    const signIn = operations.find((o) => o.operation.operationId === 'auth.tokenCreate')!.operation;
    expect(signIn.security).toEqual([]);
  });

  it('answers a call with a body 422 `{ message, errors: { json: { field: [messages] } } }`', () => {
    const create = operations.find((o) => o.operation.operationId === 'project.create')!.operation;
    expect(create.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { name: { type: 'string' } },
      additionalProperties: false,
    });
    expect(create.responses[422]).toEqual({ $ref: '#/components/responses/ValidationFailed' });
    const body = document.components.responses.ValidationFailed!.content['application/json']!.schema;
    expect(document.components.schemas[body.$ref.split('/').pop()!]).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: {
          type: 'object',
          properties: {
            json: {
              type: 'object',
              propertyNames: { type: 'string' },
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
          required: ['json'],
        },
      },
      required: ['message', 'errors'],
    });
  });

  it('describes query keys, ids as they travel, and lists as pages of named records', () => {
    const list = operations.find((o) => o.operation.operationId === 'project.list')!.operation;
    expect(list.parameters).toContainEqual(
      expect.objectContaining({
        name: 'ids',
        in: 'query',
        schema: { type: 'array', items: { type: 'string', minLength: 1 } },
      }),
    );
    expect(list.responses[200]?.content?.['application/json']?.schema).toMatchObject({
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Project' } } },
    });
    expect(document.components.schemas.Project).toMatchObject({ properties: { id: { type: ['string', 'number'] } } });
  });

  it('names the server it is served for', () => {
    expect(openApiDocument({ serverUrl: '/identity/v2' })).toMatchObject({ servers: [{ url: '/identity/v2' }] });
    const moved = openApiDocument({ paths: { resources: { project: '/projects' } } }) as unknown as Document;
    expect(Object.keys(moved.paths)).toContain('/projects/{id}');
  });
});
