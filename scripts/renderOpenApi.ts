/**
 * docs/openapi.json as `npm run contract:openapi` writes it, from the contract's one endpoint table
 * (src/api/contract/openapi/openApiDocument.ts), so the file cannot drift:
 * tests/unit/contract/openApi.test.ts fails when it is out of date.
 */
import { resolve } from 'node:path';
import { openApiDocument } from '../src/api/contract/openapi/openApiDocument';

export const openApiFile = resolve(import.meta.dirname, '..', 'docs', 'openapi.json');

/** The file's text: the document with the defaults of config.json (API base `/api/v1`), two-space indented. */
export function renderOpenApi(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
