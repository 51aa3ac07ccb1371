import { z } from 'zod';
import { Id } from '../../../src/api/contract/common';
import { Day } from '../../../src/api/contract/day';
import { Phone } from '../../../src/api/contract/phone';
import { fieldKinds, unfilterableKinds } from '../../../src/framework/resource/fieldKinds';
import { kindFields } from '../../../src/framework/resource/kindFields';
import { kindInputs } from '../../../src/framework/resource/kindInputs';
import { resolveFieldKind, shapeOf } from '../../../src/framework/resource/resolveFieldKind';

describe('resolveFieldKind', () => {
  it.each([
    ['id', Id, 'id'],
    ['created_at', z.string(), 'datetime'],
    ['expires_at', z.string().nullable(), 'datetime'],
    ['email', z.email(), 'email'],
    ['contact', z.string().email().optional(), 'email'],
    ['phone', Phone, 'phone'],
    ['mobile', z.nullable(Phone).optional(), 'phone'],
    ['contact_number', z.string(), 'text'],
    ['redirect_uri', z.url().nullable().optional(), 'url'],
    ['homepage', z.string().url(), 'url'],
    ['name', z.string(), 'text'],
    ['password', z.string().optional(), 'secret'],
    ['secret_key', z.string(), 'secret'],
    ['count', z.number().int(), 'number'],
    ['enabled', z.boolean().default(false), 'boolean'],
    ['tags', z.array(z.string()), 'chips'],
    ['headers', z.record(z.string(), z.string()), 'json'],
    ['details', z.object({ a: z.string() }).partial(), 'json'],
    ['ids', z.union([z.string(), z.number()]).transform(String), 'text'],
    ['piped', z.string().pipe(z.email()), 'email'],
    // A calendar day (the contract's `Day`) and an instant of the ISO formats.
    ['expires_on', Day, 'date'],
    ['renews_on', z.iso.date().nullable().optional(), 'date'],
    ['starts', z.iso.datetime(), 'datetime'],
  ] as const)('%s → %s', (source, schema, kind) => {
    expect(resolveFieldKind(schema, source).kind).toBe(kind);
  });

  it('gives enum choices, also for unions of literals', () => {
    expect(resolveFieldKind(z.enum(['basic', 'jwt']), 'type')).toEqual({
      kind: 'enum',
      choices: ['basic', 'jwt'],
      required: true,
    });
    expect(resolveFieldKind(z.union([z.literal('GET'), z.literal('POST')]).optional(), 'method')).toEqual({
      kind: 'enum',
      choices: ['GET', 'POST'],
      required: false,
    });
  });

  it('sees through optional, nullable and default wrappers and reports them as not required', () => {
    expect(resolveFieldKind(z.string().nullable().optional(), 'alias')).toEqual({ kind: 'text', required: false });
    expect(resolveFieldKind(z.number().default(3), 'n')).toEqual({ kind: 'number', required: false });
    expect(resolveFieldKind(z.string().min(1), 'title')).toEqual({ kind: 'text', required: true });
  });

  it('prefers the explicit kind and keeps inferable choices', () => {
    expect(resolveFieldKind(z.string(), 'alias', 'copyable').kind).toBe('copyable');
    expect(resolveFieldKind(z.enum(['a', 'b']), 'x', 'chips')).toEqual({
      kind: 'chips',
      choices: ['a', 'b'],
      required: true,
    });
  });

  it('falls back on the name without a schema', () => {
    expect(resolveFieldKind(undefined, 'id').kind).toBe('id');
    expect(resolveFieldKind(undefined, 'updated_at').kind).toBe('datetime');
    expect(resolveFieldKind(undefined, 'password').kind).toBe('secret');
    expect(resolveFieldKind(undefined, 'anything').kind).toBe('text');
  });

  it('reads the shape of objects and intersections', () => {
    const schema = z.object({ a: z.string() }).and(z.object({ b: z.number() }).partial());
    expect(Object.keys(shapeOf(schema))).toEqual(['a', 'b']);
    expect(shapeOf(z.string())).toEqual({});
  });
});

describe('kind components', () => {
  it('has a field and an input for every kind, and a filter for every kind a list can filter on', () => {
    for (const kind of fieldKinds) {
      expect(kindFields[kind], kind).toBeTypeOf('function');
      expect(kindInputs[kind].input, kind).toBeTypeOf('function');
      expect(kindInputs[kind].filter === null, kind).toBe(unfilterableKinds.has(kind));
    }
  });
});
