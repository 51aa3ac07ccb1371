import {
  formFieldsForView,
  matchingView,
  renamedView,
  sortedViews,
  viewNameError,
  viewStateOf,
  withoutView,
  type SavedView,
} from '../../../src/framework/resource/views/savedViews/savedViews';

const view = (id: string, name: string, state: Partial<SavedView['state']> = {}): SavedView => ({
  id,
  name,
  state: { filter: {}, hidden: [], ...state },
});

describe('saved views', () => {
  it('take a list state without its empty filters, with its hidden columns in one order', () => {
    expect(
      viewStateOf({
        filterValues: { q: 'smith', role: '', tags: [], blocked: false },
        sort: { field: 'username', order: 'DESC' },
        perPage: 50,
        hidden: ['note', 'alias'],
      }),
    ).toEqual({
      filter: { q: 'smith', blocked: false },
      sort: { field: 'username', order: 'DESC' },
      perPage: 50,
      hidden: ['alias', 'note'],
    });
  });

  it('find the view a list shows, whatever order its filters and columns came in', () => {
    const views = [
      view('a', 'Blocked', { filter: { blocked: true } }),
      view('b', 'Smiths', { filter: { q: 'smith', blocked: false }, hidden: ['note', 'alias'], perPage: 25 }),
    ];
    const state = viewStateOf({ filterValues: { blocked: false, q: 'smith' }, perPage: 25, hidden: ['alias', 'note'] });
    expect(matchingView(views, state)?.id).toBe('b');
    expect(matchingView(views, { ...state, perPage: 50 })).toBeUndefined();
    expect(matchingView(views, { ...state, hidden: [] })).toBeUndefined();
  });

  it('need a name no other view of the list has (case aside); a view keeps its own name when renamed', () => {
    const views = [view('a', 'Smiths'), view('b', 'Blocked')];
    expect(viewNameError(views, '   ')).toBe('required');
    expect(viewNameError(views, ' smiths ')).toBe('taken');
    expect(viewNameError(views, 'SMITHS', 'a')).toBeUndefined();
    expect(viewNameError(views, 'Smiths', 'b')).toBe('taken');
    expect(viewNameError(views, 'Admins')).toBeUndefined();
  });

  it('are listed by name, renamed with the name trimmed, deleted by id', () => {
    const views = [view('a', 'Smiths'), view('b', 'Blocked')];
    expect(sortedViews(views).map((v) => v.name)).toEqual(['Blocked', 'Smiths']);
    expect(renamedView(views, 'a', '  Smith family ').map((v) => v.name)).toEqual(['Smith family', 'Blocked']);
    expect(withoutView(views, 'a').map((v) => v.id)).toEqual(['b']);
  });

  it('set no form field when the form shows what the list applies; otherwise put every field to the view', () => {
    const view = { q: 'smith', role: 'admin' };
    // The form shows the list's filters (empty fields aside): react-admin brings the view in itself.
    expect(formFieldsForView({ q: 'ann', role: '', tags: [] }, { q: 'ann' }, view)).toEqual([]);
    // A cleared search not sent yet: the view's values, the typed change replaced.
    expect(formFieldsForView({ q: '' }, { q: 'smith', role: 'admin' }, view)).toEqual([
      ['q', 'smith'],
      ['role', 'admin'],
    ]);
    // A field the view does not filter on is emptied, an array field with an empty array; equal fields are left.
    expect(
      formFieldsForView({ q: 'smith', role: 'admin', tags: ['x'], note: 'n' }, { q: 'smith', role: 'admin' }, view),
    ).toEqual([
      ['tags', []],
      ['note', ''],
    ]);
    expect(formFieldsForView({ q: 'smit', blocked: false }, { q: 'smith' }, { q: 'smith' })).toEqual([
      ['q', 'smith'],
      ['blocked', ''],
    ]);
  });
});
