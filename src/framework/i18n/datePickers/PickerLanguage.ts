import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/** A console language as the date pickers need it (`loadPickerLanguage`). */
export interface PickerLanguage {
  /** The dayjs locale: month and weekday names, first day of the week, the numeric date order. */
  dayjs: string;
  /** Toolbar, OK, Cancel, the fields' placeholders, the buttons' names (MUI X's translation). */
  texts: PickersInputLocaleText;
  /**
   * dayjs patterns where the adapter's own put the words in English order, as `Intl` writes them in
   * the language: a day and month (`normalDate`: the phone dialog's title; `shortDate`: the
   * date-time one's) ...
   */
  dateFormats?: { normalDate?: string; shortDate?: string };
  /** ... and the calendar's month and year ("MMMM YYYY" when not set). */
  monthAndYear?: string;
}
