import type { FieldSpec } from './fieldSpecs';
import type { ResourceNames } from './names';

/** A field of the declaration: its source and what the schema cannot say (its kind, reference, filter, form). */
function fieldLine(spec: FieldSpec): string {
  const parts = [`source: '${spec.name}'`];
  const kinds: Partial<Record<FieldSpec['kind'], string>> = {
    textarea: 'textarea',
    email: 'email',
    url: 'url',
    phone: 'phone',
    datetime: 'datetime',
    ref: 'reference',
    refs: 'referenceArray',
    secret: 'secret',
    json: 'json',
  };
  const kind = kinds[spec.kind];
  if (kind) parts.push(`kind: '${kind}'`);
  if (spec.target) parts.push(`reference: '${spec.target}'`);
  // A date-time is the server's by default (created_at…): this one is the operator's to set.
  if (spec.kind === 'datetime') parts.push('form: true');
  if (['enum', 'boolean', 'date', 'datetime', 'ref', 'refs'].includes(spec.kind)) parts.push('filter: true');
  return `    { ${parts.join(', ')} },`;
}

/** The field that names a record: the first required one of a text kind, else the first of a text kind, else the id. */
export function representationOf(specs: readonly FieldSpec[]): string {
  const texts = specs.filter((spec) => ['text', 'email', 'url', 'phone'].includes(spec.kind));
  return (texts.find((spec) => spec.required) ?? texts[0])?.name ?? 'id';
}

/** `resources/<name>/index.ts`: the declaration the console builds the resource's screens from. */
export function declarationModule(names: ResourceNames, specs: readonly FieldSpec[]): string {
  const { name, Type, path, words } = names;
  const representation = representationOf(specs);
  const sort =
    representation === 'id' ? `{ field: 'created_at', order: 'DESC' }` : `{ field: '${representation}', order: 'ASC' }`;
  return `import { ${Type}, ${Type}Input, ${name}Endpoints } from '../../src/api/contract/${name}';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';

/** ${words.many} (\`npm run add:resource\`, docs/adding-a-resource.md): list, create, edit, delete at ${path}. */
export default defineResource({
  name: '${name}',
  path: '${path}',
  endpoints: ${name}Endpoints,
  schema: ${Type},
  input: ${Type}Input,
  recordRepresentation: '${representation}',
  fields: [
${specs.map(fieldLine).join('\n')}
    { source: 'id' },
    { source: 'created_at', filter: true },
  ],
  list: { sort: ${sort} },
});
`;
}
