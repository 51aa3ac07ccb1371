/** What the user just did to a social account (SPEC §2: the status equals the action). */
export type SecurityAction = 'link' | 'unlink';

const actions: readonly string[] = ['link', 'unlink'] satisfies SecurityAction[];

/**
 * The query /me/security is shown with after linking or unlinking a social account (SPEC §2:
 * "a status equal to the action and the provider"): `status=link|unlink&provider=<name>`.
 */
export function securityStatusQuery(action: SecurityAction, provider: string): Record<string, string> {
  return { status: action, provider };
}

/** The action and provider /me/security was returned to with, or null when the query names none. */
export function readSecurityStatus(search: URLSearchParams): { action: SecurityAction; provider: string } | null {
  const status = search.get('status');
  const provider = search.get('provider');
  return status && actions.includes(status) && provider ? { action: status as SecurityAction, provider } : null;
}
