/**
 * Whether a key event goes to a place where keys type text (an input, a text area, a select, an
 * editable element) or to an open dialog: single-key shortcuts leave those alone.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]'))
    return true;
  return target instanceof HTMLElement && target.isContentEditable;
}
