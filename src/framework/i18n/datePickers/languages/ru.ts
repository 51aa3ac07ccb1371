import 'dayjs/locale/ru';
import { ruRU } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const ru: PickerLanguage = {
  dayjs: 'ru',
  texts: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { shortDate: 'D MMM' },
};
