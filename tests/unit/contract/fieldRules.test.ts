import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { AuthTypeCredentialsInput, AuthTypeInput, PasswordConfigInput } from '../../../src/api/contract/authType';
import { shapeKeys } from '../../../src/api/contract/endpoint';
import { HookInput } from '../../../src/api/contract/hook';
import { ImportStartInput } from '../../../src/api/contract/importJob';
import { openApiDocument } from '../../../src/api/contract/openapi/openApiDocument';
import { requiresContent } from '../../../src/api/contract/openapi/openApiOperation';
import { ProjectInput } from '../../../src/api/contract/project';
import { UserInput } from '../../../src/api/contract/user';
import { contractRuleErrors, validationMessage } from '../../../src/framework/resource/formResolver';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { projectEndpoints } from '../../../src/api/contract/project';
import { readMessage } from '../../../src/providers/messageWithArgs';

type Schema = { [key: string]: unknown };
const document = openApiDocument() as unknown as {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
};
/** The body schema docs/openapi.json gives a call. */
const body = (operationId: string): Schema =>
  Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation.operationId === operationId)!.requestBody!.content['application/json']!.schema;
const property = (schema: Schema, name: string) => (schema.properties as Record<string, Schema>)[name]!;

/** What the console's form shows under an input for a value (the i18n key and its values). */
const formMessage = (schema: $ZodType, value: unknown) =>
  safeParse(schema, value, { error: (issue) => validationMessage(issue as never) }).error?.issues.map((issue) => [
    issue.path.join('.'),
    readMessage(issue.message),
  ]);

describe('the contract declares its field rules (docs/openapi.json)', () => {
  it('gives required text a minimum, a non-blank pattern and its length from one place', () => {
    const name = property(body('project.create'), 'name');
    expect(name).toMatchObject({ type: 'string', minLength: 1, maxLength: 255 });
    expect(JSON.stringify(name)).toContain('\\\\S');
    expect(property(body('user.create'), 'note')).toMatchObject({
      anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'null' }],
    });
  });

  it('gives numbers their integer type and range, and closed lists their values', () => {
    expect(property(body('authType.passwordConfig'), 'min_length')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 128,
    });
    expect(JSON.stringify(property(body('authType.create'), 'access_token_lifetime_min'))).toContain(
      '"maximum":525600',
    );
    expect(JSON.stringify(property(body('authType.create'), 'algorithm'))).toContain('"enum":["HS256"');
    expect(JSON.stringify(body('import.create'))).toContain('"enum":["project","permission","user"]');
  });

  it('requires the credentials of one shape: a secret key, or a public and a private key', () => {
    const key = { type: 'string', minLength: 1, maxLength: 16_384 };
    expect(body('authType.credentials').oneOf).toEqual([
      expect.objectContaining({ properties: { secret_key: expect.objectContaining(key) }, required: ['secret_key'] }),
      expect.objectContaining({
        properties: { public_key: expect.objectContaining(key), private_key: expect.objectContaining(key) },
        required: ['public_key', 'private_key'],
      }),
    ]);
    expect(body('authType.credentials').oneOf).toEqual([
      expect.objectContaining({ additionalProperties: false }),
      expect.objectContaining({ additionalProperties: false }),
    ]);
    // A body of either shape names a field: the call takes none without one.
    expect(requiresContent(body('authType.credentials'))).toBe(true);
    expect(requiresContent(body('authType.passwordConfig'))).toBe(false);
    expect(shapeKeys(AuthTypeCredentialsInput)).toEqual(['secret_key', 'public_key', 'private_key']);
  });

  it('gives hook URLs an http(s) pattern and header names the token pattern', () => {
    expect(JSON.stringify(property(body('hook.create'), 'url'))).toContain('^https?:\\\\/\\\\/');
    expect(property(body('hook.create'), 'headers')).toMatchObject({ propertyNames: { maxLength: 256 } });
  });
});

describe('the console shows the same rules under its inputs', () => {
  it('names the broken rule with the server message the simulator sends (server.* keys)', () => {
    expect(formMessage(ProjectInput, { name: 'n'.repeat(256) })).toEqual([
      ['name', { key: 'server.tooLong', args: { max: 255 } }],
    ]);
    expect(formMessage(UserInput, { username: 'ad\u200Bmin' })).toEqual([
      ['username', { key: 'server.invalidCharacters', args: {} }],
    ]);
    expect(formMessage(UserInput, { username: '   ' })).toEqual([['username', { key: 'validation.required' }]]);
    expect(formMessage(PasswordConfigInput, { min_length: 500 })).toEqual([
      ['min_length', { key: 'server.tooLarge', args: { max: 128 } }],
    ]);
    expect(formMessage(HookInput, { method: 'GET', url: 'https://h.test', headers: { 'A B': 'x' } })).toEqual([
      ['headers.A B', { key: 'server.invalidHeaderName', args: {} }],
    ]);
    expect(formMessage(AuthTypeInput, { title: 'T', projects: [], algorithm: 'none' })?.[0]).toEqual([
      'algorithm',
      { key: 'server.invalidChoice', args: {} },
    ]);
    expect(formMessage(ImportStartInput, { resource: 'x', mapping: {}, rows: [] })?.[0]?.[1]).toEqual({
      key: 'server.invalidChoice',
      args: {},
    });
  });
});

describe('a form refuses what the contract of its call refuses, before sending (contractRuleErrors)', () => {
  const read = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, readMessage(message)]));

  it('names each field whose value breaks a rule, in the server’s words', () => {
    expect(
      read(contractRuleErrors(projectEndpoints.create.input, { name: 'n'.repeat(256), alias: 'a\u202Eb' })),
    ).toEqual({
      name: { key: 'server.tooLong', args: { max: 255 } },
      alias: { key: 'server.invalidCharacters', args: {} },
    });
    expect(read(contractRuleErrors(authTypeEndpoints.passwordConfig.input, { min_length: 500 }))).toEqual({
      min_length: { key: 'server.tooLarge', args: { max: 128 } },
    });
    const authType = { title: 'T', projects: [], prefix: 'p'.repeat(300), redirect_uri: 'ftp://x.test/' };
    expect(read(contractRuleErrors(authTypeEndpoints.create.input, authType))).toEqual({
      prefix: { key: 'server.tooLong', args: { max: 255 } },
      redirect_uri: { key: 'server.invalidUrl', args: {} },
    });
  });

  it('reads a union body by the member the values mean', () => {
    expect(read(contractRuleErrors(authTypeEndpoints.credentials.input, { secret_key: 's'.repeat(20_000) }))).toEqual({
      secret_key: { key: 'server.tooLong', args: { max: 16_384 } },
    });
  });

  it('leaves empty values, missing fields, the form’s own fields and other issues to the form', () => {
    expect(contractRuleErrors(projectEndpoints.create.input, { name: '', alias: null, type: 'x' })).toEqual({});
    expect(contractRuleErrors(authTypeEndpoints.passwordConfig.input, { min_length: 0 })).toEqual({});
    expect(contractRuleErrors(projectEndpoints.create.input, { name: 'Fine' })).toEqual({});
  });
});
