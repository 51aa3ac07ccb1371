import { defaultPasswordConfig, type PasswordConfig } from '../../api/contract/authType';
import { messageWithArgs } from '../../framework/resource/messageWithArgs';

/**
 * The first password rule of an auth type's settings (SPEC §5) the password breaks, as a
 * validation message (i18n key, with arguments), or undefined when it keeps them all.
 */
export function passwordProblem(password: string, config: PasswordConfig | null | undefined): string | undefined {
  const c = config ?? defaultPasswordConfig;
  if (password.length < c.min_length) return messageWithArgs('validation.passwordMin', { min: c.min_length });
  if (c.is_upper_required && !/[A-Z]/.test(password)) return 'validation.passwordUpper';
  if (c.is_lower_required && !/[a-z]/.test(password)) return 'validation.passwordLower';
  if (c.is_number_required && !/[0-9]/.test(password)) return 'validation.passwordDigit';
  if (c.extra_characters && ![...c.extra_characters].some((ch) => password.includes(ch)))
    return messageWithArgs('validation.passwordExtra', { chars: c.extra_characters });
  return undefined;
}
