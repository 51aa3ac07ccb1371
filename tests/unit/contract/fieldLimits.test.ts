import { z } from 'zod/mini';
import { AuthTypeCredentialsInput, AuthTypeInput, PasswordConfigInput } from '../../../src/api/contract/authType';
import { Id } from '../../../src/api/contract/common';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { HookInput } from '../../../src/api/contract/hook';
import { ProjectInput } from '../../../src/api/contract/project';
import { fieldLimits, inputLimits } from '../../../src/api/contract/rules/fieldLimits';
import {
  email,
  headerName,
  httpUrl,
  identifier,
  plainText,
  text,
  textLimits,
  wholeNumber,
} from '../../../src/api/contract/rules/fieldRules';

describe('fieldLimits: the rules a form shows, read from the contract schema', () => {
  it('reads the length of text from its maximum, through optional, nullable and `| ""`', () => {
    expect(fieldLimits(identifier())).toEqual({ maxLength: 255 });
    expect(fieldLimits(text(textLimits.note))).toEqual({ maxLength: 2000 });
    expect(fieldLimits(z.optional(z.nullable(plainText())))).toEqual({ maxLength: 255 });
    expect(fieldLimits(z.optional(z.nullable(z.union([text(255), z.literal('')]))))).toEqual({ maxLength: 255 });
    expect(fieldLimits(email())).toEqual({ maxLength: 254 });
    expect(fieldLimits(headerName())).toEqual({ maxLength: 256 });
  });

  it('reads an address that must be http(s), and its length', () => {
    expect(fieldLimits(httpUrl())).toEqual({ maxLength: 2048, httpOnly: true });
    expect(fieldLimits(z.url())).toEqual({});
  });

  it('reads whole numbers and their range, an exclusive bound as the next whole number in', () => {
    expect(fieldLimits(wholeNumber(1, 128))).toEqual({ integer: true, minimum: 1, maximum: 128 });
    expect(fieldLimits(z.number().check(z.int(), z.positive(), z.maximum(525_600)))).toEqual({
      integer: true,
      minimum: 1,
      maximum: 525_600,
    });
    expect(fieldLimits(z.number().check(z.int(), z.lt(10)))).toEqual({ integer: true, maximum: 9 });
    expect(fieldLimits(z.number().check(z.gt(0.5)))).toEqual({ minimum: 0.5 });
  });

  it('has none for a field without rules, or a union of several values', () => {
    expect(fieldLimits(z.string())).toEqual({});
    expect(fieldLimits(z.boolean())).toEqual({});
    expect(fieldLimits(Id)).toEqual({});
    expect(fieldLimits(z.union([text(10), z.number()]))).toEqual({});
    expect(fieldLimits(undefined)).toEqual({});
  });
});

describe('inputLimits: a body’s fields', () => {
  it('lists the fields that have a rule, of an object body', () => {
    expect(inputLimits(ProjectInput)).toEqual({ name: { maxLength: 255 }, alias: { maxLength: 255 } });
    expect(inputLimits(PasswordConfigInput)).toEqual({
      min_length: { integer: true, minimum: 1, maximum: 128 },
      extra_characters: { maxLength: 255 },
    });
    expect(inputLimits(HookInput).url).toEqual({ maxLength: 2048, httpOnly: true });
  });

  it('reads an update body (every field optional) as its create body', () => {
    const create = inputLimits(authTypeEndpoints.create.input);
    expect(inputLimits(authTypeEndpoints.update.input)).toEqual(create);
    expect(create).toMatchObject({
      title: { maxLength: 255 },
      header: { maxLength: 256 },
      redirect_uri: { maxLength: 2048, httpOnly: true },
      access_token_lifetime_min: { integer: true, minimum: 1, maximum: 525_600 },
      secret_key: { maxLength: 16_384 },
    });
    expect(inputLimits(AuthTypeInput)).toEqual(create);
  });

  it('reads each member of a union body', () => {
    expect(inputLimits(AuthTypeCredentialsInput)).toEqual({
      secret_key: { maxLength: 16_384 },
      public_key: { maxLength: 16_384 },
      private_key: { maxLength: 16_384 },
    });
  });

  it('computes a body once', () => {
    expect(inputLimits(ProjectInput)).toBe(inputLimits(ProjectInput));
    expect(inputLimits(undefined)).toEqual({});
  });
});
