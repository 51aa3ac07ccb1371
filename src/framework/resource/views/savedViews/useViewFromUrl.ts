import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { usePreference } from '../../usePreference';
import { useResourceScope } from '../../ResourceScope';
import { viewParam, type SavedView } from './savedViews';
import type { SavedViews } from './useSavedViews';

/**
 * Opens the view a link names (`<list>?view=<id>`). The parameter leaves the address first (a
 * list kept in the address would carry it along), then the view is applied once the list has
 * settled on its saved table preferences, so they do not overwrite it. A link to a view that no
 * longer exists says so and leaves the list as it is.
 */
export function useViewFromUrl({ views, loaded, apply }: SavedViews): void {
  const { declaration } = useResourceScope();
  const [params, setParams] = useSearchParams();
  const requested = params.get(viewParam);
  const table = usePreference(`table.${declaration.name}`);
  const notify = useNotify();
  const [pending, setPending] = useState<SavedView | null>(null);

  useEffect(() => {
    if (!requested || !loaded || !table.loaded) return;
    const view = views.find((candidate) => candidate.id === requested);
    if (view) setPending(view);
    else notify('views.notFound', { type: 'warning' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(viewParam);
        return next;
      },
      { replace: true },
    );
  }, [requested, loaded, table.loaded, views, notify, setParams]);

  useEffect(() => {
    if (!pending || requested) return;
    // After this render's effects (the table preferences' included): the view is the last word.
    const timer = setTimeout(() => {
      apply(pending);
      setPending(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, requested, apply]);
}
