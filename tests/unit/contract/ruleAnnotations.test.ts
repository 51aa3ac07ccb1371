import { withRuleAnnotations } from '../../../src/api/contract/openapi/ruleAnnotations';

/** docs/openapi.json says what a collection's rules do to the fields of its bodies (issue 45, item 2). */
describe('the rules in a request body', () => {
  const body = {
    type: 'object',
    properties: {
      project_id: { type: 'string' },
      permissions: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
      signing_secret: { type: 'string' },
      url: { type: 'string' },
      note: { type: 'string' },
    },
  };

  it('marks write-only fields, and describes references and unique fields', () => {
    const annotated = withRuleAnnotations(body, {
      references: {
        project_id: { resource: 'project', onDelete: 'refuse' },
        permissions: { resource: 'permission', onDelete: 'detach' },
      },
      unique: ['url'],
      writeOnly: ['signing_secret'],
    });
    const properties = annotated.properties as Record<string, Record<string, unknown>>;
    expect(properties.signing_secret).toEqual({ type: 'string', writeOnly: true });
    expect(properties.project_id!.description).toBe(
      'The id of a `project` record (an unknown id: 422); deleting a referenced record is refused (409) while this one refers to it.',
    );
    expect(properties.permissions!.description).toMatch(/^Ids of `permission` records, kept without repeats/);
    expect(properties.url!.description).toBe('Unique: no two records share a value (422 otherwise).');
    expect(properties.note).toEqual({ type: 'string' });
  });

  it('leaves a body without rules as it is', () => {
    expect(withRuleAnnotations(body, undefined)).toBe(body);
  });
});
