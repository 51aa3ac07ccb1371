/** `npm run setup:schema`: writes docs/setup.schema.json, the JSON Schema of the setup file. */
import { writeFileSync } from 'node:fs';
import { renderSetupSchema, setupSchemaFile } from '../src/pages/setup/setupJsonSchema';

writeFileSync(setupSchemaFile, renderSetupSchema());
console.log(`${setupSchemaFile}: regenerated from the setup file's schema`);
