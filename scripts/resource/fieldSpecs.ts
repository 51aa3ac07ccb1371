import { onDeleteRules, type OnDelete } from '../../src/api/contract/collectionRules';

/** The kinds `npm run add:resource` takes (docs/adding-a-resource.md). */
export const specKinds = [
  'text',
  'textarea',
  'email',
  'url',
  'phone',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'enum',
  'ref',
  'refs',
  'secret',
  'json',
] as const;
export type SpecKind = (typeof specKinds)[number];

/** One field as the command line declares it: `name:kind[!]`, `name:enum:a,b,c`, `name:ref:<resource>[:<onDelete>]`. */
export interface FieldSpec {
  name: string;
  kind: SpecKind;
  required: boolean;
  /** enum: its values. */
  values?: string[];
  /** ref, refs: the referenced resource and what deleting one of its records does. */
  target?: string;
  onDelete?: OnDelete;
  unique?: boolean;
}

const reserved = new Set(['id', 'created_at', 'updated_at']);
const fieldName = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const value = /^[a-z0-9][a-z0-9_-]*$/i;

/** The fields of a resource nobody described: a required name and an optional note. */
export const defaultFields: FieldSpec[] = [
  { name: 'name', kind: 'text', required: true },
  { name: 'note', kind: 'textarea', required: false },
];

/** Reads one `name:kind[!]` argument; throws a readable error for a wrong one. */
export function parseFieldSpec(argument: string): FieldSpec {
  const required = argument.endsWith('!');
  const [name = '', kind = '', ...rest] = (required ? argument.slice(0, -1) : argument).split(':');
  const where = `"${argument}"`;
  if (!fieldName.test(name)) throw new Error(`${where}: a field name is snake_case (expires_on, project_id)`);
  if (reserved.has(name)) throw new Error(`${where}: ${name} is kept by every record`);
  if (!(specKinds as readonly string[]).includes(kind))
    throw new Error(
      `${where}: the kind is one of ${specKinds.join(', ')} (enum:a,b,c, ref:<resource>, refs:<resource>)`,
    );
  const spec: FieldSpec = { name, kind: kind as SpecKind, required };
  if (kind === 'enum') {
    const values = (rest[0] ?? '').split(',').filter(Boolean);
    if (!values.length || rest.length > 1 || !values.every((v) => value.test(v)))
      throw new Error(`${where}: an enum lists its values, enum:a,b,c (letters, digits, _ and -)`);
    if (new Set(values).size !== values.length) throw new Error(`${where}: a value is listed twice`);
    spec.values = values;
  } else if (kind === 'ref' || kind === 'refs') {
    const [target = '', onDelete] = rest;
    if (!/^[a-z][A-Za-z0-9]*$/.test(target) || rest.length > 2)
      throw new Error(`${where}: a reference names its resource, ${kind}:<resource>[:${onDeleteRules.join('|')}]`);
    if (onDelete !== undefined && !(onDeleteRules as readonly string[]).includes(onDelete))
      throw new Error(`${where}: on delete, one of ${onDeleteRules.join(', ')}`);
    spec.target = target;
    // A required single reference refuses to lose its record; an optional one, or a list, lets it go.
    spec.onDelete = (onDelete as OnDelete | undefined) ?? (kind === 'ref' && required ? 'refuse' : 'detach');
    if (spec.onDelete === 'detach' && kind === 'ref' && required)
      throw new Error(`${where}: a required reference cannot be detached (cleared): refuse or cascade`);
  } else if (rest.length) throw new Error(`${where}: ${kind} takes no arguments`);
  return spec;
}

/** Reads every field argument, once each; `unique` names the fields no two records share. */
export function parseFieldSpecs(argumentsList: readonly string[], unique: readonly string[] = []): FieldSpec[] {
  const specs = argumentsList.length ? argumentsList.map(parseFieldSpec) : defaultFields.map((spec) => ({ ...spec }));
  const names = specs.map((spec) => spec.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`the field ${twice} is declared twice`);
  for (const name of unique) {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new Error(`--unique=${name}: no such field`);
    if (['boolean', 'refs', 'json', 'secret'].includes(spec.kind))
      throw new Error(`--unique=${name}: a ${spec.kind} cannot be unique`);
    spec.unique = true;
  }
  return specs;
}
