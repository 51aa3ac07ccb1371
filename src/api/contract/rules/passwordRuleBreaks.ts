import { defaultPasswordConfig, type PasswordConfig } from '../authType';

/** A password rule of an auth type's settings (SPEC §5), in the order they are checked. */
export type PasswordRule = 'min_length' | 'upper' | 'lower' | 'digit' | 'extra';

/**
 * Every rule of the password settings (`defaultPasswordConfig` when the auth type has none) the
 * password breaks, in the fixed order min_length, upper, lower, digit, extra; empty = valid.
 * The console shows the first one, the server answers with all of them.
 */
export function passwordRuleBreaks(password: string, config: PasswordConfig | null | undefined): PasswordRule[] {
  const c = config ?? defaultPasswordConfig;
  const breaks: PasswordRule[] = [];
  if (password.length < c.min_length) breaks.push('min_length');
  if (c.is_upper_required && !/[A-Z]/.test(password)) breaks.push('upper');
  if (c.is_lower_required && !/[a-z]/.test(password)) breaks.push('lower');
  if (c.is_number_required && !/[0-9]/.test(password)) breaks.push('digit');
  if (c.extra_characters && ![...c.extra_characters].some((ch) => password.includes(ch))) breaks.push('extra');
  return breaks;
}
