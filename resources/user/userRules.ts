import { passwordProblem } from '../../src/framework/passwordProblem';
import { usePasswordConfig } from '../../src/framework/InitDataContext';

/** A new user's password kept to the password rules of the init data (SPEC §5); the server's 422 stays the authority. */
export function useUserRules() {
  const config = usePasswordConfig();
  return (values: { readonly [key: string]: unknown }): Record<string, string> => {
    const problem =
      typeof values.password === 'string' && values.password ? passwordProblem(values.password, config) : undefined;
    return problem ? { password: problem } : {};
  };
}
