import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { AuthKind } from './authType';

/**
 * What a path segment may hold, by the segment's name. A parameter never takes a value that is
 * another call's literal segment at the same place (`/auth-type/{type}/{id}` does not answer
 * `/auth-type/2/credentials`, `/internal-user/{id}` does not answer `/internal-user/password-remind`):
 * the router matches a call only when every segment passes its schema, and the OpenAPI document
 * declares the same schemas.
 */
export const PathId = z.string().check(z.regex(/^[1-9]\d{0,17}$/));
/** A social provider's name (`google`) or a preference key (`users.table`): a lowercase word, dots and dashes. */
export const PathName = z.string().check(z.regex(/^[A-Za-z][\w.-]{0,99}$/));

export const defaultPathParams: Readonly<Record<string, $ZodType>> = {
  id: PathId,
  parentId: PathId,
  type: AuthKind,
  provider: PathName,
  key: PathName,
};

/** The schema of a path segment: the endpoint's own (`params`), else the one its name implies. */
export function pathParamSchema(own: Readonly<Record<string, $ZodType>> | undefined, name: string): $ZodType {
  const schema = (own && Object.hasOwn(own, name) ? own[name] : undefined) ?? defaultPathParams[name];
  if (!schema) throw new Error(`No schema for the path parameter "${name}": name it in the endpoint's params`);
  return schema;
}
