import { toJSONSchema } from 'zod/mini';
import { SetupFile } from './setupFile';

/** Where the setup file's JSON Schema is published (docs/setup.schema.json, `npm run setup:schema`). */
export const setupSchemaFile = 'docs/setup.schema.json';

/** The setup file's JSON Schema (draft 2020-12), as docs/setup.schema.json holds it. */
export function setupJsonSchema(): Record<string, unknown> {
  return {
    ...toJSONSchema(SetupFile),
    $id: 'https://identity.example.com/schemas/setup.schema.json',
    title: 'Identity console setup file',
    description:
      'An organization\'s setup: projects, permissions and authentication types in priority order, with their details, password settings and hooks. Records refer to each other by keys (project alias or name, permission code, type title); secrets are never in it ({ "$secret": true } marks where one is needed).',
  };
}

/** The file's text: the schema, pretty-printed. */
export const renderSetupSchema = (): string => JSON.stringify(setupJsonSchema(), null, 2) + '\n';
