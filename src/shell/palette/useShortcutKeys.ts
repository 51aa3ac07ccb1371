import { useEffect, useEffectEvent } from 'react';
import { focusListSearch } from './focusListSearch';
import { isTypingTarget } from './isTypingTarget';
import { paletteShortcut } from './paletteShortcut';

/** How long after `g` its letter may come. */
const goToWindowMs = 1500;

export interface ShortcutHandlers {
  /** Ctrl/⌘+K. */
  palette: () => void;
  /** `?`. */
  help: () => void;
  /** `g` then `key`: true when the letter went somewhere. */
  goTo: (key: string) => boolean;
}

/**
 * The console's keyboard shortcuts, one `keydown` listener on the document: Ctrl/⌘+K opens the
 * command palette (also from a field), `/` focuses the list's search, `g` then a letter goes to a
 * screen, `?` lists the shortcuts. The single-key ones do nothing while the user types in a
 * field or is in a dialog, nor with Ctrl, Alt or ⌘ held.
 */
export function useShortcutKeys(handlers: ShortcutHandlers): void {
  const palette = useEffectEvent(() => handlers.palette());
  const help = useEffectEvent(() => handlers.help());
  const goTo = useEffectEvent((key: string) => handlers.goTo(key));
  useEffect(() => {
    let goPressedAt: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (paletteShortcut.matches(event)) {
        event.preventDefault();
        palette();
        return;
      }
      const afterGo = goPressedAt !== undefined && performance.now() - goPressedAt < goToWindowMs;
      goPressedAt = undefined;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (afterGo) {
        if (goTo(event.key.toLowerCase())) event.preventDefault();
        return;
      }
      if (event.key === 'g') goPressedAt = performance.now();
      else if (event.key === '/') {
        if (focusListSearch()) event.preventDefault();
      } else if (event.key === '?') {
        event.preventDefault();
        help();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
