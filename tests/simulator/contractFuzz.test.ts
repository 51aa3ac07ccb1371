import fc, { type Arbitrary } from 'fast-check';
import { safeParse } from 'zod/mini';
import { endpointTable } from '../../src/api/contract/endpointTable';
import { ErrorBody, ValidationErrorBody } from '../../src/api/contract/errors';
import { openApiDocument } from '../../src/api/contract/openapi/openApiDocument';
import { arbitraryOf, type Schema } from '../support/jsonSchemaArbitrary';
import { startSimulator } from '../support/simulatorServer';
import { BASE, DEVICE, signIn } from './helpers';

const sim = startSimulator();

/** Generated requests per call: ~90 calls, the whole fuzz well under a minute. */
const RUNS = Number(process.env.CONTRACT_FUZZ_RUNS ?? 30);

type Parameter = { name: string; in: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, unknown>;
};
const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const components = document.components.schemas;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

interface FuzzRequest {
  method: string;
  path: string;
  query: [string, string][];
  body: string | undefined;
  signedIn: boolean;
}

const wire = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Values seed data has (ids, kinds, providers) half the time, so calls reach records and their rules. */
const known = fc.constantFrom(
  '1',
  '2',
  '3',
  '4',
  '5',
  'me',
  'basic',
  'jwt',
  'key',
  'social',
  'google',
  'github',
  'table.user',
);

function requestOf(path: string, method: string, operation: Operation): Arbitrary<FuzzRequest> {
  const parameters = operation.parameters.filter((p): p is Parameter => 'in' in p);
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const segments = fc.tuple(
    ...pathParams.map((p) => fc.oneof(known, arbitraryOf(p.schema, components, 0.2).map(wire))),
  );
  const query = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        arbitraryOf(p.schema, components, 0.2).map((value): [string, string][] =>
          (Array.isArray(value) ? value : [value]).map((v) => [p.name, wire(v)]),
        ),
        { freq: 2 },
      ),
    ),
  );
  const unknownKey = fc.option(fc.constantFrom('__proto__', 'constructor', 'colour', 'toString'), { freq: 10 });
  const schema = operation.requestBody?.content['application/json'].schema;
  const body = schema
    ? fc.oneof(
        { arbitrary: arbitraryOf(schema, components).map((value) => JSON.stringify(value)), weight: 8 },
        { arbitrary: fc.constantFrom('null', '[]', '42', '{', '{"__proto__":{"a":1}}', ''), weight: 1 },
      )
    : fc.option(fc.constant('{}'), { freq: 10 }).map((text) => text ?? undefined);
  const otherMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
  return fc
    .record({
      segments,
      query,
      unknownKey,
      body,
      method: fc.oneof({ arbitrary: fc.constant(method), weight: 9 }, { arbitrary: otherMethod, weight: 1 }),
      signedIn: fc.nat(3).map((n) => n > 0),
    })
    .map(({ segments: values, query: pairs, unknownKey: extra, body: text, method: verb, signedIn }) => {
      let at = 0;
      const filled = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(values[at++] ?? '')));
      return {
        method: verb,
        path: filled,
        query: [...pairs.flatMap((pair) => pair ?? []), ...(extra ? [[extra, '1'] as [string, string]] : [])],
        body: verb === 'GET' || verb === 'OPTIONS' ? undefined : text,
        signedIn,
      };
    });
}

/**
 * The contract fuzz (issue 43, item 6): for every operation of docs/openapi.json, requests generated
 * from its parameters' and body's schemas — mostly valid, some not — go to the simulator as a
 * client sends them. No answer is a 5xx; each status is one the operation declares (for its own
 * method); an error body is `{ message }` (422: with the field errors), a 405 names `Allow`; and the
 * simulator reports no answer outside the contract.
 */
describe('contract fuzz: generated requests against the simulator', () => {
  for (const { path, method, operation } of operations) {
    it(`${operation.operationId}: ${method} ${path}`, async () => {
      const endpoint = endpointTable.get(operation.operationId)!;
      const token = (await signIn()).access_token;
      const declared = Object.keys(operation.responses).map(Number);
      await fc.assert(
        fc.asyncProperty(requestOf(path, method, operation), async (request) => {
          const url = new URL(`${BASE}${request.path}`);
          for (const [key, value] of request.query) url.searchParams.append(key, value);
          const response = await fetch(url, {
            method: request.method,
            headers: {
              'X-DEVICE': DEVICE,
              'X-APP': 'console',
              ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
              ...(request.signedIn ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: request.body,
          });
          const text = await response.text();
          const where = `${request.method} ${url.pathname}${url.search} ${request.body ?? ''} → ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          if (request.method === method) expect(declared, where).toContain(response.status);
          if (response.status >= 400) {
            const body: unknown = JSON.parse(text);
            const shape = response.status === 422 ? ValidationErrorBody : ErrorBody;
            expect(safeParse(shape, body).success, where).toBe(true);
          }
          if (response.status === 405) expect(response.headers.get('allow'), where).toBeTruthy();
          const broken = sim.takeViolations().filter((v) => v.kind === 'status' || v.kind === 'response');
          expect(broken, where).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      expect(endpoint).toBeDefined();
    });
  }
});
