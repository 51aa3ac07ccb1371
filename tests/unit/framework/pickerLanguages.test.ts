import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { locales } from '../../../i18n/locales';
import { loadPickerLanguage } from '../../../src/framework/i18n/datePickers/loadPickerLanguage';
import { dateFormat } from '../../../src/framework/i18n/localeFormats';

/** 9 November 2026, local noon. */
const day = new Date(2026, 10, 9, 12);

/**
 * The pickers write a date as the console's one `Intl` format does in each of its languages:
 * the field's digits in the language's order, the dialog's day and month, the calendar's month.
 */
describe.each(locales.map(({ locale }) => locale))('date pickers in %s', (locale) => {
  async function adapter() {
    const language = await loadPickerLanguage(locale);
    return { language, adapter: new AdapterDayjs({ locale: language.dayjs, formats: language.dateFormats }) };
  }

  it('type and show a date as the lists write its digits', async () => {
    const { adapter: dates } = await adapter();
    expect(dates.format(dates.date(day.toISOString()), 'keyboardDate')).toBe(dateFormat(locale).format(day));
  });

  it('title the chosen day and the calendar month in the language’s word order', async () => {
    const { language, adapter: dates } = await adapter();
    const value = dates.date(day.toISOString());
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(day);
    // English titles with the weekday ("Mon, Nov 9"); the others name the day and month.
    if (locale !== 'en') expect(dates.format(value, 'normalDate')).toBe(intl({ day: 'numeric', month: 'long' }));
    const month = dates.formatByString(value, language.monthAndYear ?? 'MMMM YYYY');
    // Russian's Intl adds "г." (year) after it; the calendar's header reads "ноябрь 2026".
    expect(intl({ month: 'long', year: 'numeric' }).replace(/ г\.$/, '')).toBe(month);
  });
});
