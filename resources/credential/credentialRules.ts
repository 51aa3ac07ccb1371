import { passwordProblem } from '../../src/framework/passwordProblem';
import { useAuthTypes } from './useAuthTypes';

/**
 * Rules of a credential that need the chosen auth type: password required (basic, jwt, on create)
 * and kept to the type's password settings; providers required for social types.
 */
export function useCredentialRules() {
  const types = useAuthTypes();
  return (values: { readonly [key: string]: unknown }, mode: 'create' | 'edit'): Record<string, string> => {
    const type = types.find((candidate) => String(candidate.id) === String(values.auth_type_id ?? ''));
    if (!type) return {};
    const password = typeof values.password === 'string' ? values.password : '';
    if (type.type === 'social') {
      const providers = (values.extra as { social_providers?: unknown[] } | null | undefined)?.social_providers;
      return providers?.length ? {} : { 'extra.social_providers': 'validation.atLeastOne' };
    }
    if (!password)
      return mode === 'create' && (type.type === 'basic' || type.type === 'jwt')
        ? { password: 'validation.required' }
        : {};
    const problem = passwordProblem(password, type.password_config);
    return problem ? { password: problem } : {};
  };
}
