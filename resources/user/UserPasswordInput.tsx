import { SecretKindInput } from '../../src/framework/resource/inputs/SecretKindInput';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { usePasswordConfig } from '../../src/framework/InitDataContext';
import { usePasswordRulesHint } from '../../src/framework/usePasswordRulesHint';

/**
 * A new user's password, the password rules of the init data beside it (`useUserRules` checks
 * them) in place of the generic help, whose only rule is a length no one types.
 */
export function UserPasswordInput(props: KindInputProps) {
  const rulesHint = usePasswordRulesHint(usePasswordConfig());
  return <SecretKindInput {...props} helperText={rulesHint} />;
}
