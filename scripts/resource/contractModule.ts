import type { FieldSpec } from './fieldSpecs';
import type { ResourceNames } from './names';

/** What each kind is in the record (the answer) and the input (create and update bodies). */
interface KindSchemas {
  item: string;
  input: string;
  /** The input schema of a required field when it differs (a check that the value is there). */
  required?: string;
}

/** Where the contract's building blocks a module may use come from. */
const sources: Record<string, string> = {
  plainText: './rules/fieldRules',
  identifier: './rules/fieldRules',
  text: './rules/fieldRules',
  requiredText: './rules/fieldRules',
  textLimits: './rules/fieldRules',
  email: './rules/fieldRules',
  httpUrl: './rules/fieldRules',
  Day: './day',
  dayRange: './day',
  Phone: './phone',
};

/** The import lines of the building blocks `body` uses, one per module. */
function importsOf(body: string): string[] {
  const byModule = new Map<string, string[]>();
  for (const [name, from] of Object.entries(sources))
    if (new RegExp(`\\b${name}\\b`).test(body)) byModule.set(from, [...(byModule.get(from) ?? []), name]);
  return [...byModule].map(([from, names]) => `import { ${names.sort().join(', ')} } from '${from}';`);
}

const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

function schemasOf(spec: FieldSpec): KindSchemas {
  switch (spec.kind) {
    case 'text':
      return { item: 'z.string()', input: 'plainText()', required: 'identifier()' };
    case 'textarea':
      return {
        item: 'z.string()',
        input: 'text(textLimits.note)',
        required: 'requiredText(textLimits.note)',
      };
    case 'email':
      return { item: 'z.string()', input: 'email()' };
    case 'url':
      return { item: 'z.string()', input: 'httpUrl()' };
    case 'phone':
      return { item: 'z.string()', input: 'Phone' };
    case 'number':
      return { item: 'z.number()', input: 'z.number()' };
    case 'integer':
      return { item: 'z.number()', input: 'z.number().check(z.int())' };
    case 'boolean':
      return { item: 'z.boolean()', input: 'z.boolean()' };
    case 'date':
      return { item: 'Day', input: 'Day' };
    case 'datetime':
      return { item: 'DateTime', input: 'z.iso.datetime({ offset: true })' };
    case 'enum':
      return { item: `z.enum(${list(spec.values!)})`, input: `z.enum(${list(spec.values!)})` };
    case 'ref':
      return { item: 'Id', input: 'z.string().check(z.minLength(1))' };
    case 'refs':
      return {
        item: 'z.array(Id)',
        input: 'z.array(z.string())',
        required: 'z.array(z.string()).check(z.minLength(1))',
      };
    case 'secret':
      return {
        item: '',
        input: 'text(textLimits.key)',
        required: 'requiredText(textLimits.key)',
      };
    case 'json':
      return { item: 'z.record(z.string(), z.unknown())', input: 'z.record(z.string(), z.unknown())' };
  }
}

const optional = (schema: string) => `z.optional(z.nullable(${schema}))`;

/** The list filter of a field's kind, by query key; none for text (the search finds it). */
function filterOf(spec: FieldSpec): string | null {
  switch (spec.kind) {
    case 'enum':
      return `${spec.name}: z.optional(z.array(z.enum(${list(spec.values!)}))),`;
    case 'boolean':
      return `${spec.name}: z.optional(z.enum(['true', 'false'])),`;
    case 'ref':
    case 'refs':
      return `${spec.name}: z.optional(z.array(z.string())),`;
    case 'date':
      return `...dayRange('${spec.name}'),`;
    case 'datetime':
      return `...dateRange('${spec.name}'),`;
    default:
      return null;
  }
}

/** `src/api/contract/<name>.ts`: the record and input schemas and the collection's endpoints with its rules. */
export function contractModule(names: ResourceNames, specs: readonly FieldSpec[]): string {
  const { name, Type, path, words } = names;
  const item: string[] = ['  id: Id,'];
  const input: string[] = [];
  /** The schemas written (not the field names): what the imports are read from. */
  const used: string[] = [];
  for (const spec of specs) {
    const schemas = schemasOf(spec);
    const inputSchema = spec.required ? (schemas.required ?? schemas.input) : schemas.input;
    used.push(schemas.item, inputSchema);
    if (schemas.item) item.push(`  ${spec.name}: ${spec.required ? schemas.item : optional(schemas.item)},`);
    input.push(`  ${spec.name}: ${spec.required ? inputSchema : optional(inputSchema)},`);
  }
  item.push('  created_at: DateTime,', '  updated_at: DateTime,');
  const filters = [
    ...specs.map(filterOf).filter((filter): filter is string => !!filter),
    `...dateRange('created_at'),`,
  ];
  const references = specs.filter((spec) => spec.target);
  const secrets = specs.filter((spec) => spec.kind === 'secret');
  const unique = specs.filter((spec) => spec.unique);
  const ruleLines = [
    references.length
      ? `references: { ${references.map((spec) => `${spec.name}: { resource: '${spec.target}', onDelete: '${spec.onDelete}' }`).join(', ')} },`
      : '',
    unique.length ? `unique: ${list(unique.map((spec) => spec.name))},` : '',
    secrets.length ? `writeOnly: ${list(secrets.map((spec) => spec.name))},` : '',
  ].filter(Boolean);
  const imports = [
    `import { z } from 'zod/mini';`,
    ...[
      `import { collectionEndpoints } from './collectionEndpoints';`,
      `import { DateTime, Id } from './common';`,
      `import { dateRange, strict } from './endpoint';`,
      ...importsOf([...used, ...filters.map((filter) => filter.replace(/^\w+:/, ''))].join('\n')),
    ].sort((a, b) => (a.split("'")[1]! < b.split("'")[1]! ? -1 : 1)),
  ];
  const writeOnly = secrets.length
    ? ` (${secrets.map((spec) => `\`${spec.name}\``).join(', ')} write-only: in no answer)`
    : '';
  return `${imports.join('\n')}

/** One of the ${words.lowerMany} as the API answers it${writeOnly}. Written by \`npm run add:resource\`. */
export const ${Type} = z.object({
${item.join('\n')}
});
export type ${Type} = z.infer<typeof ${Type}>;

/** What a create sends; an update sends any of these fields, and only those change. */
export const ${Type}Input = z.object({
${input.join('\n')}
});
export type ${Type}Input = z.infer<typeof ${Type}Input>;

/** The ${words.lowerMany}' collection: list, read, create, change, delete, bulk delete. */
export const ${name}Endpoints = collectionEndpoints({
  resource: '${name}',
  base: '${path}',
  label: '${words.lowerMany}',
  item: ${Type},
  input: strict(${Type}Input),
  filters: {
    ${filters.join('\n    ')}
  },${ruleLines.length ? `\n  rules: {\n    ${ruleLines.join('\n    ')}\n  },` : ''}
});
`;
}
