import { useCallback, useMemo } from 'react';
import { useListContext } from 'react-admin';
import { usePreference } from '../../usePreference';
import { useResourceScope } from '../../ResourceScope';
import {
  matchingView,
  newViewId,
  renamedView,
  savedViewsKey,
  sortedViews,
  viewStateOf,
  withView,
  withoutView,
  type SavedView,
  type SavedViewsPreference,
} from './savedViews';
import { useShowViewInForm } from './useShowViewInForm';
import { useHiddenColumns } from '../../../internals/redrawn/columns/useHiddenColumns';

/**
 * The saved views of the list in context: the views (by name), the one the list shows now, and
 * what changes them. Saving goes to the preferences API; a failed save puts the views back as
 * they were and rejects (the caller says why).
 */
export function useSavedViews() {
  const { declaration } = useResourceScope();
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  // The hidden columns of the list's DataTable (its default store key).
  const [hidden, setHidden] = useHiddenColumns();
  const { value, loaded, save } = usePreference<SavedViewsPreference>(savedViewsKey(declaration.name));
  const views = useMemo(() => sortedViews(value?.views ?? []), [value]);
  const state = useMemo(
    () => viewStateOf({ filterValues, sort, perPage, hidden }),
    [filterValues, sort, perPage, hidden],
  );
  const current = useMemo(() => matchingView(views, state), [views, state]);
  const showViewInForm = useShowViewInForm();

  const store = useCallback((next: SavedView[]) => save({ ...(value ?? {}), views: next }), [save, value]);

  const apply = useCallback(
    (view: SavedView) => {
      const { filter, sort: viewSort, perPage: viewPerPage, hidden: viewHidden } = view.state;
      if (viewSort) setSort(viewSort);
      if (viewPerPage) setPerPage(viewPerPage);
      const displayed = Object.fromEntries(
        Object.keys(filter)
          .filter((key) => key !== 'q')
          .map((key) => [key, true]),
      );
      setFilters(filter, displayed, false);
      setHidden(viewHidden);
      // A change typed in the filter form and not sent yet would land after the view and undo it.
      showViewInForm(filter);
    },
    [setSort, setPerPage, setFilters, setHidden, showViewInForm],
  );

  const add = useCallback(
    async (name: string) => {
      const view: SavedView = { id: newViewId(), name: name.trim(), state };
      await store(withView(views, view));
      return view;
    },
    [store, views, state],
  );
  const rename = useCallback((id: string, name: string) => store(renamedView(views, id, name)), [store, views]);
  const remove = useCallback((id: string) => store(withoutView(views, id)), [store, views]);

  return { views, loaded, current, apply, add, rename, remove };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
