import { defaultPasswordConfig, type PasswordConfig } from '../../../src/api/contract/authType';
import { passwordRuleBreaks } from '../../../src/api/contract/rules/passwordRuleBreaks';

const all: PasswordConfig = {
  min_length: 8,
  extra_characters: '!#',
  is_upper_required: true,
  is_lower_required: true,
  is_number_required: true,
};
const none: PasswordConfig = {
  min_length: 1,
  extra_characters: '',
  is_upper_required: false,
  is_lower_required: false,
  is_number_required: false,
};

describe('passwordRuleBreaks (SPEC §5)', () => {
  it('checks each rule on its own', () => {
    expect(passwordRuleBreaks('abc', { ...none, min_length: 4 })).toEqual(['min_length']);
    expect(passwordRuleBreaks('abcd', { ...none, min_length: 4 })).toEqual([]);
    expect(passwordRuleBreaks('abc', { ...none, is_upper_required: true })).toEqual(['upper']);
    expect(passwordRuleBreaks('aBc', { ...none, is_upper_required: true })).toEqual([]);
    expect(passwordRuleBreaks('ABC', { ...none, is_lower_required: true })).toEqual(['lower']);
    expect(passwordRuleBreaks('AbC', { ...none, is_lower_required: true })).toEqual([]);
    expect(passwordRuleBreaks('abc', { ...none, is_number_required: true })).toEqual(['digit']);
    expect(passwordRuleBreaks('ab1', { ...none, is_number_required: true })).toEqual([]);
    expect(passwordRuleBreaks('abc', { ...none, extra_characters: '!#' })).toEqual(['extra']);
    expect(passwordRuleBreaks('a#c', { ...none, extra_characters: '!#' })).toEqual([]);
  });

  it('lists every break in the fixed order min_length, upper, lower, digit, extra', () => {
    expect(passwordRuleBreaks('', all)).toEqual(['min_length', 'upper', 'lower', 'digit', 'extra']);
    expect(passwordRuleBreaks('ABCDEFGH', all)).toEqual(['lower', 'digit', 'extra']);
    expect(passwordRuleBreaks('Abcdefg1!', all)).toEqual([]);
  });

  it('uses the default settings when the auth type has none', () => {
    for (const config of [null, undefined]) {
      expect(passwordRuleBreaks('a!', config)).toEqual(['min_length']);
      expect(passwordRuleBreaks('abcdef', config)).toEqual(['extra']);
      expect(passwordRuleBreaks('abcde!', config)).toEqual([]);
      expect(passwordRuleBreaks('abcde!', config)).toEqual(passwordRuleBreaks('abcde!', defaultPasswordConfig));
    }
  });
});
