import { useEffect } from 'react';
import useLazyRipple from '@mui/material/useLazyRipple';

let done = false;

/**
 * The themes turn MUI's ripple off everywhere (themes.ts), but MUI 7.3's ButtonBase still calls its
 * lazy ripple's start/stop on every mouse, touch and blur event. Each call waits on a promise that
 * settles only once a ripple has rendered — never, with ripples off — and keeps the event: its
 * target and relatedTarget then pin the page that was on screen (detached DOM, React fibers and
 * their data) for as long as the button lives. The menu's buttons live all session: a day-long
 * session grew ~40 KB per navigation (tests/e2e/daySession.e2e.ts; mui/material-ui#48999, no fix
 * released). With no ripple to drive, those calls do nothing here.
 *
 * MUI exports the hook, not its LazyRipple class: the hook's instance leads to the class's
 * prototype. Once, from the console's root, before any button can be clicked.
 */
export function useRippleActionsOff(): void {
  const ripple = useLazyRipple();
  useEffect(() => {
    if (done) return;
    done = true;
    const actions = Object.getPrototypeOf(ripple) as Pick<typeof ripple, 'start' | 'stop' | 'pulsate'>;
    actions.start = actions.stop = actions.pulsate = () => undefined;
  }, [ripple]);
}
