import dayjs from 'dayjs';
import romanian from 'dayjs/locale/ro';
import { roRO } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

// Romanian writes its months in lower case ("9 noiembrie", as Intl does); dayjs capitalises them.
const lower = (words: readonly string[] | undefined) => words?.map((word) => word.toLowerCase());
dayjs.locale(
  { ...romanian, name: 'ro-console', months: lower(romanian.months), monthsShort: lower(romanian.monthsShort) },
  undefined,
  true,
);

export const ro: PickerLanguage = {
  dayjs: 'ro-console',
  texts: roRO.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { shortDate: 'D MMM' },
};
