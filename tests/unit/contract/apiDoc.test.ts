import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod/mini';
import { endpointTable } from '../../../src/api/contract/endpointTable';
import { describe as describeSchema, withEndpoints } from '../../../scripts/renderApiDoc';

const document = readFileSync(resolve(import.meta.dirname, '../../../docs/API.md'), 'utf8');

describe('docs/API.md', () => {
  it('has the endpoint reference generated from the contract (run `npm run docs:api` after changing it)', () => {
    expect(withEndpoints(document)).toBe(document);
  });

  it('names every endpoint of the table with its method and path', () => {
    for (const endpoint of endpointTable.values())
      expect(document).toContain(`| \`${endpoint.name}\` | \`${endpoint.method} ${endpoint.path}\` |`);
  });

  it('describes schemas as short type expressions', () => {
    const schema = z.strictObject({
      name: z.string(),
      alias: z.optional(z.nullable(z.string())),
      ids: z.array(z.string()),
      kind: z.enum(['a', 'b']),
    });
    expect(describeSchema(schema)).toBe('{ name, alias?, ids: [string], kind: a\\|b }');
  });
});
