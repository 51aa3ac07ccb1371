import { z } from 'zod/mini';
import { checkDeclarations } from '../../../src/framework/resource/registry';
import type { AnyResourceDeclaration } from '../../../src/framework/resource/ResourceDeclaration';
import { resources } from '../../../resources/resourceList';
import { screensOf } from '../../../src/framework/resource/pathFor';

const Thing = z.object({ id: z.string() });
const noEndpoints = {} as AnyResourceDeclaration['endpoints'];
const load = () => Promise.resolve({ default: () => null });
const thing = (extra: Partial<AnyResourceDeclaration>): AnyResourceDeclaration => ({
  name: 'thing',
  path: '/thing',
  endpoints: noEndpoints,
  schema: Thing,
  fields: [{ source: 'id' }],
  ...extra,
});
const part: AnyResourceDeclaration = { ...thing({}), name: 'part', path: '/thing/part/:parentId', parent: 'thing' };

describe('checkDeclarations', () => {
  it('accepts row actions leading to declared pages and to resources nested under the row', () => {
    const declared = thing({
      pages: [{ name: 'stats', path: 'stats/:id', load }],
      list: { actions: ['edit', { name: 'stats', to: { page: 'stats' } }, { name: 'parts', to: { list: 'part' } }] },
    });
    expect(checkDeclarations([declared, part])).toHaveLength(2);
  });

  it('refuses an action to an undeclared page, or to a resource not nested under the row', () => {
    expect(() => checkDeclarations([thing({ list: { actions: [{ name: 'x', to: { page: 'stats' } }] } })])).toThrow(
      /undeclared page "stats"/,
    );
    const other = { ...thing({}), name: 'other', path: '/other' };
    expect(() =>
      checkDeclarations([thing({ list: { actions: [{ name: 'x', to: { list: 'other' } }] } }), other]),
    ).toThrow(/not nested under it/);
  });

  it('refuses a page named twice or after a generic view', () => {
    expect(() => checkDeclarations([thing({ pages: [{ name: 'update', path: 'x/:id', load }] })])).toThrow(
      /page "update"/,
    );
    expect(() =>
      checkDeclarations([
        thing({
          pages: [
            { name: 'a', path: 'a/:id', load },
            { name: 'a', path: 'b/:id', load },
          ],
        }),
      ]),
    ).toThrow(/page "a"/);
  });

  it("serves the console's screens under the SPEC §2 route names", () => {
    const names = resources.flatMap((declaration) => screensOf(declaration).map((screen) => screen.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'authType_credentials',
        'authType_links',
        'authType_password_settings',
        'authType_history',
        'user_history',
        'user_session',
        'credentials_update',
      ]),
    );
  });

  it("refuses an import's unique field that the list call cannot filter by (the review's lookup needs it)", () => {
    const listed = { list: { query: z.strictObject({ page: z.optional(z.string()), code: z.optional(z.string()) }) } };
    const endpoints = listed as unknown as AnyResourceDeclaration['endpoints'];
    expect(checkDeclarations([thing({ endpoints, import: { unique: { fields: ['code'] } } })])).toHaveLength(1);
    expect(() => checkDeclarations([thing({ endpoints, import: { unique: { fields: ['name'] } } })])).toThrow(
      /Unique import field "name" of "thing" is not a filter of/,
    );
  });
});
