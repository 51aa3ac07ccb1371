import { Action, type History } from '@remix-run/router';

type Listener = Parameters<History['listen']>[0];
import type { NavigationGuard } from './NavigationGuard';

/**
 * `history` whose navigations wait for `guard.mayLeave()`: pushes and replaces (links, menus,
 * `navigate`) go only once allowed; a back or forward move is undone at once (the router never
 * sees it) and made again if allowed. History created with `v5Compat`, as react-router's own
 * routers create it, so a move reports its `delta`.
 */
export function guardHistory(history: History, guard: NavigationGuard): History {
  /** Back/forward moves still to come that this wrapper made to undo a blocked one: the router never hears of them. */
  let undoing = 0;
  /** Moves still to come that were asked about and allowed. */
  let allowed = 0;
  const guarded: History = Object.create(history) as History;
  guarded.push = (to, state) => {
    if (!guard.held) return history.push(to, state);
    void guard.mayLeave().then((leave) => leave && history.push(to, state));
  };
  guarded.replace = (to, state) => {
    if (!guard.held) return history.replace(to, state);
    void guard.mayLeave().then((leave) => leave && history.replace(to, state));
  };
  guarded.listen = (listener: Listener) =>
    history.listen((update) => {
      if (undoing > 0) {
        undoing -= 1;
        return;
      }
      if (allowed > 0) {
        allowed -= 1;
        listener(update);
        return;
      }
      const { action, delta } = update;
      if (action !== Action.Pop || delta === null || !guard.held) {
        listener(update);
        return;
      }
      undoing += 1;
      history.go(-delta);
      void guard.mayLeave().then((leave) => {
        if (!leave) return;
        allowed += 1;
        history.go(delta);
      });
    });
  return guarded;
}
