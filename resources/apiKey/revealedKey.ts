/**
 * The key of a just-created API key, handed from the create page to the list (which shows it once
 * in the copy dialog). Kept in memory only: never in the URL, history state or storage.
 */
let pending: { id: string; name: string; key: string } | null = null;

export function revealKey(value: { id: string; name: string; key: string }): void {
  pending = value;
}

/**
 * The pending key, without forgetting it. A render React throws away (a lazy child suspending on
 * the first visit) must not consume the key, so the list reads it here and forgets it only once it
 * is on screen (forgetRevealedKey, from an effect).
 */
export function peekRevealedKey(): { id: string; name: string; key: string } | null {
  return pending;
}

/** Forgets the pending key (the list has shown it). */
export function forgetRevealedKey(): void {
  pending = null;
}
