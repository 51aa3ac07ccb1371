import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { zodFieldErrors, type FieldErrors } from '../rules/errors';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) =>
      v && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/**
 * A body's issues with its call's schema that the router refuses before any handler, in the server's
 * wording (422): a value the schema refuses, or a required field missing. An update (`PUT`) keeps
 * the record's values, so a field it leaves out is no issue there: its handler checks the merged record.
 */
export function schemaIssues(endpoint: AnyEndpoint, issues: readonly $ZodIssue[], value: unknown): FieldErrors {
  const partial = endpoint.method === 'PUT';
  const relevant = issues.some(
    (issue) => !partial || issue.code === 'invalid_union' || valueAt(value, issue.path) !== undefined,
  );
  if (!relevant) return {};
  const errors = zodFieldErrors(endpoint.input as $ZodType, value);
  if (!partial) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => field === '_' || valueAt(value, field.split('.')) !== undefined),
  );
}
