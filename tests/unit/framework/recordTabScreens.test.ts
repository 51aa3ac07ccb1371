import { z } from 'zod/mini';
import { checkDeclarations } from '../../../src/framework/resource/registry';
import { framedScreenOf, tabPath, tabScreen } from '../../../src/framework/resource/recordTabScreens';
import type { AnyResourceDeclaration, RecordTab } from '../../../src/framework/resource/ResourceDeclaration';

const Thing = z.object({ id: z.string() });
const load = () => Promise.resolve({ default: () => null });
const thing = (tabs: readonly RecordTab<unknown>[], extra: Partial<AnyResourceDeclaration> = {}) =>
  ({
    name: 'thing',
    path: '/thing',
    endpoints: {} as AnyResourceDeclaration['endpoints'],
    schema: Thing,
    fields: [{ source: 'id' }],
    pages: [{ name: 'stats', path: 'stats/:id', load }],
    record: { tabs },
    ...extra,
  }) as AnyResourceDeclaration;
const part = { ...thing([]), name: 'part', path: '/thing/part/:parentId', parent: 'thing', record: undefined };
const find = (name: string) => [part].find((candidate) => candidate.name === name);

describe('record tabs', () => {
  const owner = thing([
    { name: 'details', to: 'edit' },
    { name: 'stats', to: { page: 'stats' } },
    { name: 'parts', to: { list: 'part' } },
  ]);

  it("open each tab's screen at its own path", () => {
    const paths = owner.record!.tabs.map((tab) => tabPath(tabScreen(owner, tab, find)!, 7));
    expect(paths).toEqual(['/thing/update/7', '/thing/stats/7', '/thing/part/7']);
  });

  it('find the record page a screen is a tab of, and none for the others', () => {
    const declarations = [owner, part];
    expect(framedScreenOf(declarations, part, 'list')).toEqual({ owner, tab: 'parts', param: 'parentId' });
    expect(framedScreenOf(declarations, owner, 'update')).toEqual({ owner, tab: 'details', param: 'id' });
    expect(framedScreenOf(declarations, owner, 'list')).toBeNull();
    expect(framedScreenOf(declarations, part, 'create')).toBeNull();
  });

  it('are refused when they name a missing screen, a screen twice or a resource not nested under the record', () => {
    expect(checkDeclarations([owner, part])).toHaveLength(2);
    expect(() => checkDeclarations([thing([{ name: 'x', to: { page: 'nope' } }])])).toThrow(/undeclared page "nope"/);
    expect(() => checkDeclarations([thing([{ name: 'x', to: 'edit' }], { edit: false })])).toThrow(/edit form/);
    expect(() =>
      checkDeclarations([
        thing([
          { name: 'a', to: 'edit' },
          { name: 'a', to: { page: 'stats' } },
        ]),
      ]),
    ).toThrow(/declared twice/);
    expect(() =>
      checkDeclarations([
        thing([
          { name: 'a', to: { page: 'stats' } },
          { name: 'b', to: { page: 'stats' } },
        ]),
      ]),
    ).toThrow(/another tab shows/);
    const other = { ...part, name: 'other', path: '/other', parent: undefined };
    expect(() => checkDeclarations([thing([{ name: 'x', to: { list: 'other' } }]), other])).toThrow(
      /not nested under it/,
    );
    expect(() =>
      checkDeclarations([
        owner,
        { ...part, record: { tabs: [{ name: 'self', to: 'edit' }] } } as AnyResourceDeclaration,
      ]),
    ).toThrow(/cannot have a record page/);
  });
});
