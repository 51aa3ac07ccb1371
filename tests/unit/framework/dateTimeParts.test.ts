import { locales } from '../../../i18n/locales';
import { dateTimeParts, formatDateTime } from '../../../src/framework/i18n/localeFormats';

describe('dateTimeParts: where a narrow column may break a date and time', () => {
  it('splits the one format into the date (with its joining words) and the time, in every language', () => {
    const value = '2025-11-02T14:20:06.000Z';
    for (const { locale } of locales) {
      const { date, time } = dateTimeParts(value, locale);
      // (format() and formatToParts() may write the space before AM/PM as different kinds of space.)
      const spaces = (text: string) => text.replace(/\s/g, ' ');
      expect(spaces(date + time)).toBe(spaces(formatDateTime(value, locale)));
      expect(time).toMatch(/\d{1,2}:\d{2}/);
      expect(date).not.toMatch(/\d{1,2}:\d{2}/);
    }
  });

  it('leaves what is not a date whole', () => {
    expect(dateTimeParts('not a date', 'en')).toEqual({ date: 'not a date', time: '' });
  });
});
