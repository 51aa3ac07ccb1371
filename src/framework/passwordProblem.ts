import { defaultPasswordConfig, type PasswordConfig } from '../api/contract/passwordConfig';
import { passwordRuleBreaks, type PasswordRule } from '../api/contract/rules/passwordRuleBreaks';
import { messageWithArgs } from '../providers/messageWithArgs';

const messages: Record<PasswordRule, (c: PasswordConfig) => string> = {
  min_length: (c) => messageWithArgs('validation.passwordMin', { min: c.min_length }),
  upper: () => 'validation.passwordUpper',
  lower: () => 'validation.passwordLower',
  digit: () => 'validation.passwordDigit',
  extra: (c) => messageWithArgs('validation.passwordExtra', { chars: c.extra_characters }),
};

/**
 * The first password rule (SPEC §5: the init data's password_config, or an auth type's) the
 * password breaks, as a validation message (i18n key, with arguments), or undefined when it keeps
 * them all. Every form where a password is typed checks it; the server's 422 stays the authority.
 */
export function passwordProblem(password: string, config: PasswordConfig | null | undefined): string | undefined {
  const [first] = passwordRuleBreaks(password, config);
  return first && messages[first](config ?? defaultPasswordConfig);
}
