/** `npm run docs:api`: rewrites the generated endpoint reference of docs/API.md from the contract. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withEndpoints } from './renderApiDoc';

const file = resolve(import.meta.dirname, '..', 'docs', 'API.md');
writeFileSync(file, withEndpoints(readFileSync(file, 'utf8')));
console.log('docs/API.md: endpoint reference regenerated');
