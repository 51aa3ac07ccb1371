import { defaultPasswordConfig, type PasswordConfig } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';
import { serverMessageText } from '../../src/api/contract/serverMessageText';
import { passwordRuleBreaks, type PasswordRule } from '../../src/api/contract/rules/passwordRuleBreaks';

const messages: Record<PasswordRule, (config: PasswordConfig) => string> = {
  // SPEC §8: "too short (under 6 characters)", with the auth type's own minimum.
  min_length: (config) => serverMessageText('passwordShort', { min: config.min_length }),
  upper: () => serverMessages.passwordUpper,
  lower: () => serverMessages.passwordLower,
  digit: () => serverMessages.passwordDigit,
  extra: () => serverMessages.passwordSpecial,
};

/** Messages for every rule of the auth type's password settings the password breaks (empty = valid). */
export function passwordProblems(password: string, config: PasswordConfig | null | undefined): string[] {
  return passwordRuleBreaks(password, config).map((rule) => messages[rule](config ?? defaultPasswordConfig));
}
