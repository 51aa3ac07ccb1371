import { useTranslate } from 'react-admin';
import { defaultPasswordConfig, type PasswordConfig } from '../api/contract/passwordConfig';
import { useCurrentLocale } from './i18n/useCurrentLocale';

const key = (rule: string) => `guest.signUp.account.passwordRules.${rule}`;

/**
 * Every rule of the init data's password settings as one sentence in the visitor's language: "The
 * password needs at least 6 characters, an uppercase letter and one of these characters: !=@…".
 * The rules are joined by `Intl.ListFormat`, so each language gets its own list punctuation. Shown
 * beside every password field (sign-up, reset, a new user, a credential, my password) before any
 * error; an authentication type's settings may leave rules out (SPEC §5's defaults fill them).
 */
export function usePasswordRulesHint(settings: Partial<PasswordConfig> | null | undefined): string {
  const config = { ...defaultPasswordConfig, ...(settings ?? {}) };
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const rules = [
    translate(key('min'), { smart_count: config.min_length }),
    ...(config.is_upper_required ? [translate(key('upper'))] : []),
    ...(config.is_lower_required ? [translate(key('lower'))] : []),
    ...(config.is_number_required ? [translate(key('digit'))] : []),
    ...(config.extra_characters ? [translate(key('extra'), { chars: config.extra_characters })] : []),
  ];
  return translate(key('sentence'), {
    rules: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(rules),
  });
}
