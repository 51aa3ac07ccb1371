import type { AuthType } from '../../src/api/contract/authType';
import type { Credential } from '../../src/api/contract/user';

/**
 * The authentication types a user can still get a credential for (pure; the simulator's rule):
 * one credential per type, except social types, which take one per network, so a social type
 * stays on offer while some of its networks have no credential of the user.
 */
export function freeAuthTypes(types: readonly AuthType[], credentials: readonly Credential[]): AuthType[] {
  return types.filter((type) => {
    const own = credentials.filter((credential) => String(credential.auth_type_id) === String(type.id));
    if (type.type !== 'social') return own.length === 0;
    const linked = new Set(own.flatMap((credential) => credential.extra?.social_providers ?? []));
    return (type.details.providers ?? []).some((provider) => !linked.has(provider));
  });
}
