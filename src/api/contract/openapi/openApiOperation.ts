import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../endpoint';
import { endpointStatuses } from '../endpointStatuses';
import { ErrorBody, ValidationErrorBody } from '../errors';
import { pathParamSchema } from '../pathParams';
import type { JsonSchema, JsonSchemas } from './jsonSchemas';
import { zodDef } from '../../../framework/internals/zodDef';
import { withRuleAnnotations } from './ruleAnnotations';

/** `#/components/…` names the operations refer to (openApiDocument.ts defines them). */
export const headerParameters = ['XDevice', 'XApp'] as const;
export const errorResponses = {
  badRequest: 'BadRequest',
  unauthorized: 'Unauthorized',
  forbidden: 'DemoLocked',
  notFound: 'NotFound',
  methodNotAllowed: 'MethodNotAllowed',
  mediaType: 'UnsupportedMediaType',
  stale: 'PreconditionFailed',
  invalid: 'ValidationFailed',
} as const;

const successDescriptions: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };
const ref = (kind: 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

type Def = { type: string; shape?: Record<string, $ZodType> };
const defOf = (schema: $ZodType): Def => zodDef<Def>(schema);

/** The query keys of an endpoint, each a parameter (arrays as repeated keys: form style, exploded). */
function queryParameters(endpoint: AnyEndpoint, schemas: JsonSchemas): JsonSchema[] {
  if (!endpoint.query) return [];
  return Object.entries(defOf(endpoint.query).shape ?? {}).map(([name, field]) => ({
    name,
    in: 'query',
    required: defOf(field).type !== 'optional',
    schema: schemas.of(field),
  }));
}

/** A path segment of the template the document keys the call by, with the call's own name for it when that differs. */
export interface PathParameter {
  name: string;
  own: string;
}

function pathParameters(endpoint: AnyEndpoint, parameters: readonly PathParameter[], schemas: JsonSchemas) {
  return parameters.map(({ name, own }) => ({
    name,
    in: 'path',
    required: true,
    schema: schemas.of(pathParamSchema(endpoint.params, own)),
    // Two calls whose paths differ only in a parameter's name share one OpenAPI path (the
    // specification allows no other way): the segment keeps the first call's name.
    ...(own === name ? {} : { description: `This call's \`:${own}\` segment.` }),
  }));
}

/**
 * Whether a body schema needs a body: it names a required field, or (a union) each of its members
 * does. A body left out is read as `{}`, so one that requires nothing may be left out.
 */
export function requiresContent(schema: JsonSchema | undefined): boolean {
  if (Array.isArray(schema?.required) && schema.required.length > 0) return true;
  const members = schema?.oneOf ?? schema?.anyOf;
  return Array.isArray(members) && members.length > 0 && members.every((m) => requiresContent(m as JsonSchema));
}

/**
 * One call of the contract as an OpenAPI operation: its name as the operationId, its group as the
 * tag, the headers SPEC §7 requires, its path and query parameters, its JSON body, its answer, and
 * the refusals the simulator (as the real service) answers it with.
 */
export function openApiOperation(
  endpoint: AnyEndpoint,
  path: readonly PathParameter[],
  schemas: JsonSchemas,
): JsonSchema {
  const body = endpoint.input ? withRuleAnnotations(schemas.of(endpoint.input), endpoint.resource?.rules) : undefined;
  const responses: Record<string, unknown> = {};
  for (const { status, reason, text } of endpointStatuses(endpoint)) {
    if (reason === 'success' || (reason === 'own' && status < 300))
      responses[status] = {
        description: text ?? successDescriptions[status] ?? 'Done',
        ...(endpoint.output ? { content: { 'application/json': { schema: schemas.of(endpoint.output) } } } : {}),
      };
    else if (reason === 'own')
      responses[status] = {
        description: text,
        content: { 'application/json': { schema: schemas.of(status === 422 ? ValidationErrorBody : ErrorBody) } },
      };
    else responses[status] = ref('responses', errorResponses[reason]);
  }
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [endpoint.name.split('.')[0]],
    ...(endpoint.auth === 'guest' ? { security: [] } : {}),
    parameters: [
      ...headerParameters.map((name) => ref('parameters', name)),
      ...(endpoint.versioned === 'if-match' ? [ref('parameters', 'IfMatch')] : []),
      ...pathParameters(endpoint, path, schemas),
      ...queryParameters(endpoint, schemas),
    ],
    ...(body
      ? { requestBody: { required: requiresContent(body), content: { 'application/json': { schema: body } } } }
      : {}),
    responses,
  };
}
