/** `npm run contract:openapi`: writes docs/openapi.json, the contract as OpenAPI 3.1. */
import { writeFileSync } from 'node:fs';
import { openApiFile, renderOpenApi } from './renderOpenApi';

writeFileSync(openApiFile, renderOpenApi());
console.log('docs/openapi.json: regenerated from the contract');
