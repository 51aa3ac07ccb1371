import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { zodFieldErrors, type FieldErrors } from '../rules/errors';

/**
 * A body's issues with its call's schema that the router refuses before any handler, in the server's
 * wording (422): a value the schema refuses, or a field it requires missing. A collection's update
 * requires none (collectionEndpoints.ts: the fields it leaves out keep their values); a call whose
 * schema requires one (the profile's and the organization's name) is refused here, before its
 * handler's version check: a request the contract refuses gets 422 whatever version it names, never 412.
 */
export function schemaIssues(endpoint: AnyEndpoint, value: unknown): FieldErrors {
  return zodFieldErrors(endpoint.input as $ZodType, value);
}
