import { projectEndpoints } from '../../../src/api/contract/project';
import { z } from 'zod';
import { Phone } from '../../../src/api/contract/phone';
import { validationMessage } from '../../../src/framework/resource/formResolver';
import { prepareValues } from '../../../src/framework/resource/prepareValues';
import { resolveFields } from '../../../src/framework/resource/resolveFields';
import { defineResource } from '../../../src/framework/resource/ResourceDeclaration';

const issues = (schema: z.ZodType, value: unknown) =>
  schema
    .safeParse(value, { error: (issue) => validationMessage(issue as never) })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('validationMessage', () => {
  const schema = z.object({
    name: z.string().min(1),
    email: z.email().optional(),
    url: z.url().optional(),
    tags: z.array(z.string()).min(1),
    lifetime: z.number().gt(0).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  });

  it('maps zod issues to the spec messages', () => {
    expect(issues(schema, { name: '', email: 'nope', url: 'x', tags: [], lifetime: 0, headers: '{bad' })).toEqual([
      ['name', 'validation.required'],
      ['email', 'validation.email'],
      ['url', 'validation.url'],
      ['tags', 'validation.atLeastOne'],
      ['lifetime', '@@react-admin@@{"message":"validation.greaterThan","args":{"value":0}}'],
      ['headers', 'validation.json'],
    ]);
  });

  it('words a phone number that breaks the rule (SPEC §5) as the phone message', () => {
    const form = z.object({ phone: z.optional(Phone) });
    for (const wrong of ['030123', '+49 30', '+49-30', '+'])
      expect(issues(form, { phone: wrong })).toEqual([['phone', 'validation.phone']]);
    expect(issues(form, { phone: '+4930123' })).toBeUndefined();
    expect(issues(form, { phone: '' })).toEqual([['phone', 'validation.required']]);
  });

  it('reports missing and null values as required', () => {
    expect(issues(z.object({ name: z.string() }), { name: null })).toEqual([['name', 'validation.required']]);
    expect(issues(z.object({ name: z.string() }), {})).toEqual([['name', 'validation.required']]);
  });

  it('keeps messages written in the schema', () => {
    expect(issues(z.object({ a: z.string().refine(() => false, 'own message') }), { a: 'x' })).toEqual([
      ['a', 'own message'],
    ]);
  });
});

describe('resolveFields and prepareValues', () => {
  const declaration = defineResource({
    // The test brings no messages: its labels are not checked against the English catalog.
    name: 'thing' as string,
    path: '/thing',
    endpoints: projectEndpoints,
    schema: z.object({
      id: z.string(),
      kind: z.enum(['a', 'b']),
      secret: z.string().nullable(),
      headers: z.record(z.string(), z.string()),
      created_at: z.string(),
    }),
    input: z.object({
      kind: z.enum(['a', 'b']),
      secret: z.string().optional(),
      headers: z.record(z.string(), z.string()),
    }),
    fields: [
      { source: 'id' },
      { source: 'kind', readOnly: 'edit' },
      { source: 'secret', visibleWhen: (values) => values.kind === 'b' },
      { source: 'headers' },
      { source: 'created_at' },
    ],
  });
  const fields = resolveFields(declaration);

  it('applies the defaults of the format', () => {
    expect(fields.map((f) => [f.source, f.kind, f.form.create, f.list.show, f.list.sortable])).toEqual([
      ['id', 'id', false, true, true],
      ['kind', 'enum', true, true, true],
      ['secret', 'secret', true, false, false],
      ['headers', 'json', true, true, false],
      ['created_at', 'datetime', false, true, true],
    ]);
    expect(fields[1]?.readOnly).toEqual({ create: false, edit: true });
    expect(fields[1]?.required).toBe(true);
    expect(fields[2]?.required).toBe(false);
  });

  it('drops hidden fields and parses JSON text', () => {
    expect(prepareValues({ kind: 'a', secret: 'x', headers: '{"a":"1"}' }, fields, 'create')).toEqual({
      kind: 'a',
      headers: { a: '1' },
    });
    expect(prepareValues({ kind: 'b', secret: 'x', headers: '  ' }, fields, 'create')).toEqual({
      kind: 'b',
      secret: 'x',
      headers: {},
    });
    expect(prepareValues({ kind: 'b', headers: '{bad' }, fields, 'create')).toEqual({ kind: 'b', headers: '{bad' });
  });

  it('on edit, keeps a read-only field from the record and sends a secret only when one was typed', () => {
    // A disabled input submits no value: the record's decides which fields show.
    expect(prepareValues({ secret: 'typed', headers: '{}' }, fields, 'edit', { kind: 'b' })).toEqual({
      kind: 'b',
      secret: 'typed',
      headers: {},
    });
    expect(prepareValues({ secret: '', headers: '{}' }, fields, 'edit', { kind: 'b' })).toEqual({
      kind: 'b',
      headers: {},
    });
    expect(prepareValues({ secret: null, headers: '{}' }, fields, 'edit', { kind: 'b' })).toEqual({
      kind: 'b',
      headers: {},
    });
  });
});
