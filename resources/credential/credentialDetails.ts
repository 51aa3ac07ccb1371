import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';
import type { Credential } from '../../src/api/contract/user';

/** Kinds whose credentials sign in with a password (the service requires one for them). */
const passwordKinds: readonly string[] = ['basic', 'jwt'];

/**
 * What a credential holds, in words (pure): "Password: set" (never the password; "not set" only
 * where the kind needs one), its social networks by their names (`github` → GitHub), its note.
 */
export function credentialDetails(credential: Credential, translate: (key: string) => string): string[] {
  const needsPassword = passwordKinds.includes(credential.auth_type?.type ?? '');
  const password = credential.has_password
    ? [translate('resources.credential.details.passwordSet')]
    : credential.has_password === false && needsPassword
      ? [translate('resources.credential.details.passwordUnset')]
      : [];
  return [
    ...password,
    ...(credential.extra?.social_providers ?? []).map(socialProviderName),
    ...(credential.note ? [credential.note] : []),
  ];
}
