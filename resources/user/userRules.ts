import { defaultPasswordConfig } from '../../src/api/contract/authType';
import { passwordProblem } from '../../src/framework/passwordProblem';
import { useInitData } from '../../src/framework/resource/useInitData';

/** A new user's password kept to the password rules of the init data (SPEC §5); the server's 422 stays the authority. */
export function useUserRules() {
  const config = useInitData()?.password_config ?? defaultPasswordConfig;
  return (values: { readonly [key: string]: unknown }): Record<string, string> => {
    const problem =
      typeof values.password === 'string' && values.password ? passwordProblem(values.password, config) : undefined;
    return problem ? { password: problem } : {};
  };
}
