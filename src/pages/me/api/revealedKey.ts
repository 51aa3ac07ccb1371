/**
 * The key of a just-created API key, handed from the create page to the list (which shows it once
 * in the copy dialog). Kept in memory only: never in the URL, history state or storage.
 */
let pending: { id: string; name: string; key: string } | null = null;

export function revealKey(value: { id: string; name: string; key: string }): void {
  pending = value;
}

/** Returns the pending key once, then forgets it. */
export function takeRevealedKey(): { id: string; name: string; key: string } | null {
  const value = pending;
  pending = null;
  return value;
}
