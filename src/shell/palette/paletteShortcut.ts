/** Whether the device is an Apple one, whose shortcuts use ⌘ rather than Ctrl. */
const apple = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad|iPod/.test(
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform,
  );

/** The command palette's shortcut: Ctrl+K, or ⌘K on Apple devices (either works everywhere). */
export const paletteShortcut = {
  matches: (event: KeyboardEvent) =>
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k',
  /** As the user's keyboard shows it: `Ctrl+K` or `⌘K`. */
  label: () => (apple() ? '⌘K' : 'Ctrl+K'),
  /** The keys in `aria-keyshortcuts` form. */
  aria: 'Control+K Meta+K',
};
