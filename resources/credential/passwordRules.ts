import { defaultPasswordConfig, type PasswordConfig } from '../../src/api/contract/authType';
import { passwordRuleBreaks, type PasswordRule } from '../../src/api/contract/rules/passwordRuleBreaks';
import { messageWithArgs } from '../../src/framework/resource/messageWithArgs';

const messages: Record<PasswordRule, (c: PasswordConfig) => string> = {
  min_length: (c) => messageWithArgs('validation.passwordMin', { min: c.min_length }),
  upper: () => 'validation.passwordUpper',
  lower: () => 'validation.passwordLower',
  digit: () => 'validation.passwordDigit',
  extra: (c) => messageWithArgs('validation.passwordExtra', { chars: c.extra_characters }),
};

/**
 * The first password rule of an auth type's settings (SPEC §5) the password breaks, as a
 * validation message (i18n key, with arguments), or undefined when it keeps them all.
 */
export function passwordProblem(password: string, config: PasswordConfig | null | undefined): string | undefined {
  const [first] = passwordRuleBreaks(password, config);
  return first && messages[first](config ?? defaultPasswordConfig);
}
