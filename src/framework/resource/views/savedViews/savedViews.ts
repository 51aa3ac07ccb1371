/**
 * Saved views of a list: a named search, filters, sort, hidden columns and page size,
 * kept per user and organization through the preferences API under `views.<resource>`. Pure
 * functions only; useSavedViews.ts reads and saves them.
 */
import { compareCodePoints } from '../../../compareCodePoints';

/** What a view restores. `filter` holds the search too (react-admin's `q`). */
export interface ViewState {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  hidden: string[];
}

export interface SavedView {
  id: string;
  name: string;
  state: ViewState;
}

/** The preference's value: `{ views: [...] }` (an object, as every preference is). */
export interface SavedViewsPreference {
  views?: SavedView[];
  [key: string]: unknown;
}

/** The preference key of a resource's views. */
export const savedViewsKey = (resource: string) => `views.${resource}`;

/** Longest view name. */
export const viewNameMax = 60;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A list's state as a view (pure): empty filters dropped, hidden columns sorted, so equal states compare equal. */
export function viewStateOf(list: {
  filterValues?: Record<string, unknown>;
  sort?: { field: string; order: string };
  perPage?: number;
  hidden?: readonly string[];
}): ViewState {
  const filter = Object.fromEntries(Object.entries(list.filterValues ?? {}).filter(([, value]) => !isEmpty(value)));
  return {
    filter,
    ...(list.sort?.field
      ? { sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' } }
      : {}),
    ...(list.perPage ? { perPage: list.perPage } : {}),
    hidden: [...(list.hidden ?? [])].sort(),
  };
}

const sortedFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).sort(([a], [b]) => compareCodePoints(a, b)));

const canonical = (state: ViewState) =>
  JSON.stringify({
    filter: sortedFilter(state.filter),
    sort: state.sort ?? null,
    perPage: state.perPage ?? null,
    hidden: [...state.hidden].sort(),
  });

/** Filter values without their empty ones, in one key order. */
const canonicalFilter = (values: Record<string, unknown>) =>
  JSON.stringify(sortedFilter(viewStateOf({ filterValues: values }).filter));

/**
 * The list filter form's fields to set when a view is chosen (pure), as `[name, value]`.
 *
 * None when the form shows the filters the list applies: react-admin puts the view's in the form
 * when they arrive. Otherwise a change typed in the form is still waiting to be sent (react-admin
 * sends it once typing pauses) and would land after the view and undo it: every field the form or
 * the view has gets the view's value (empty when the view has none), which shows the view at once
 * and replaces the waiting change.
 */
export function formFieldsForView(
  form: Record<string, unknown>,
  applied: Record<string, unknown>,
  view: Record<string, unknown>,
): [string, unknown][] {
  if (canonicalFilter(form) === canonicalFilter(applied)) return [];
  const names = [...new Set([...Object.keys(form), ...Object.keys(view)])];
  return names
    .map((name): [string, unknown] => [name, isEmpty(view[name]) ? (Array.isArray(form[name]) ? [] : '') : view[name]])
    .filter(
      ([name, value]) =>
        !(isEmpty(value) && isEmpty(form[name])) && JSON.stringify(value) !== JSON.stringify(form[name]),
    );
}

/** The saved view the list shows now, if any (pure). */
export function matchingView(views: readonly SavedView[], state: ViewState): SavedView | undefined {
  const current = canonical(state);
  return views.find((view) => canonical(view.state) === current);
}

/** Why `name` cannot name a view (`required`, `taken`), or undefined when it can (pure). */
export function viewNameError(
  views: readonly SavedView[],
  name: string,
  exceptId?: string,
): 'required' | 'taken' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  const lower = trimmed.toLocaleLowerCase();
  if (views.some((view) => view.id !== exceptId && view.name.toLocaleLowerCase() === lower)) return 'taken';
  return undefined;
}

/** The views sorted by name, as the menu lists them (pure). */
export const sortedViews = (views: readonly SavedView[]) => [...views].sort((a, b) => a.name.localeCompare(b.name));

/** A new view id: short, unique enough among one user's views, safe in a URL. */
export const newViewId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The views with one added, renamed or removed (pure). */
export const withView = (views: readonly SavedView[], view: SavedView) => [...views, view];
export const renamedView = (views: readonly SavedView[], id: string, name: string) =>
  views.map((view) => (view.id === id ? { ...view, name: name.trim() } : view));
export const withoutView = (views: readonly SavedView[], id: string) => views.filter((view) => view.id !== id);

/** The list parameter that opens a saved view (`<list path>?view=<id>`). */
export const viewParam = 'view';
