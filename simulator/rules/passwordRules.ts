import { defaultPasswordConfig, type PasswordConfig } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';

/** Messages for every rule of the auth type's password settings the password breaks (empty = valid). */
export function passwordProblems(password: string, config: PasswordConfig | null | undefined): string[] {
  const c = config ?? defaultPasswordConfig;
  const problems: string[] = [];
  if (password.length < c.min_length) problems.push(serverMessages.passwordShort);
  if (c.is_upper_required && !/[A-Z]/.test(password)) problems.push(serverMessages.passwordUpper);
  if (c.is_lower_required && !/[a-z]/.test(password)) problems.push(serverMessages.passwordLower);
  if (c.is_number_required && !/[0-9]/.test(password)) problems.push(serverMessages.passwordDigit);
  if (c.extra_characters && ![...c.extra_characters].some((ch) => password.includes(ch))) problems.push(serverMessages.passwordSpecial);
  return problems;
}
