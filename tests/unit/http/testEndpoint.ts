import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { endpoint, type HttpMethod } from '../../../src/api/contract/endpoint';

/**
 * An endpoint for the transport tests: any body, the given output schema (none: the body as it
 * came), a user call unless `guest`.
 */
export function testEndpoint<O extends $ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: { guest?: boolean; output?: O } = {},
) {
  return {
    ...endpoint({
      method,
      path,
      auth: options.guest ? 'guest' : 'user',
      input: z.unknown(),
      output: options.output,
      summary: `${method} ${path} (test)`,
    }),
    name: `test.${method} ${path}`,
  };
}
