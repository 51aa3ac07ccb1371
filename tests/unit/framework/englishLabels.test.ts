import { z } from 'zod/mini';
import { collectionEndpoints } from '../../../src/api/contract/collectionEndpoints';
import { strict } from '../../../src/api/contract/endpoint';
import { defineResource } from '../../../src/framework/resource/ResourceDeclaration';

/**
 * A declaration's labels are typed against the English catalog (issue 45, item 4): a field, or a
 * value of an enum field, with no English label fails type-checking (`npm run typecheck` runs this
 * file; each `@ts-expect-error` below fails it when the error it marks goes away).
 */
const Record = z.object({
  id: z.string(),
  title: z.string(),
  section: z.enum(['header', 'query']),
  colour: z.string(),
});
/** The same, where `section` takes a value the catalog has no label for. */
const Wider = z.object({ id: z.string(), title: z.string(), section: z.enum(['header', 'query', 'cookie']) });
const endpoints = collectionEndpoints({
  resource: 'authType',
  base: '/labels-check',
  label: 'labels',
  item: Record,
  input: strict(z.object({ title: z.string() })),
  filters: {},
});
const base = { name: 'authType', path: '/labels-check', endpoints, schema: Record } as const;

describe('labels typed against the English catalog', () => {
  it('accepts fields whose labels (and enum values’ labels) the catalog has', () => {
    const declaration = defineResource({ ...base, fields: [{ source: 'title' }, { source: 'section' }] });
    expect(declaration.fields).toHaveLength(2);
  });

  it('refuses a field without an English label', () => {
    // @ts-expect-error resources.authType.fields.colour is not in i18n/en/resources.ts
    const declaration = defineResource({ ...base, fields: [{ source: 'title' }, { source: 'colour' }] });
    expect(declaration.fields).toHaveLength(2);
  });

  it('refuses an enum value without an English label, unless the field shows no labelled choices', () => {
    const wider = { ...base, schema: Wider };
    // @ts-expect-error resources.authType.choices.section.cookie is not in i18n/en/resources.ts
    const declaration = defineResource({ ...wider, fields: [{ source: 'title' }, { source: 'section' }] });
    expect(declaration.fields).toHaveLength(2);
    const codes = defineResource({ ...wider, fields: [{ source: 'section', choicesAreCodes: true }] });
    const text = defineResource({ ...wider, fields: [{ source: 'section', kind: 'text' }] });
    expect([...codes.fields, ...text.fields]).toHaveLength(2);
  });

  it('refuses a resource the English catalog does not name', () => {
    // @ts-expect-error resources.labelsCheck is not in i18n/en/resources.ts
    const declaration = defineResource({ ...base, name: 'labelsCheck', fields: [] });
    expect(declaration.name).toBe('labelsCheck');
  });
});
