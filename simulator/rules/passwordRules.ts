import type { PasswordConfig } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';
import { passwordRuleBreaks, type PasswordRule } from '../../src/api/contract/rules/passwordRuleBreaks';

const messages: Record<PasswordRule, string> = {
  min_length: serverMessages.passwordShort,
  upper: serverMessages.passwordUpper,
  lower: serverMessages.passwordLower,
  digit: serverMessages.passwordDigit,
  extra: serverMessages.passwordSpecial,
};

/** Messages for every rule of the auth type's password settings the password breaks (empty = valid). */
export function passwordProblems(password: string, config: PasswordConfig | null | undefined): string[] {
  return passwordRuleBreaks(password, config).map((rule) => messages[rule]);
}
