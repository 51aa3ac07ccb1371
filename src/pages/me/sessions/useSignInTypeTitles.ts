import { useSignInMethods } from '../../../framework/sessions/useSignInMethods';

/**
 * The titles of the sign-in types by id, from the sign-in methods (`auth.methods`: every jwt and
 * social type, the kinds that have sessions), which any signed-in user may read; the same query
 * as the security page's social accounts. Empty until they load.
 */
export function useSignInTypeTitles(): ReadonlyMap<string, string> {
  const methods = useSignInMethods();
  return new Map((methods.data?.items ?? []).map((method) => [String(method.auth_type_id), method.title]));
}
