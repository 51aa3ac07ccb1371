import 'dayjs/locale/de';
import { deDE } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const de: PickerLanguage = {
  dayjs: 'de',
  texts: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { normalDate: 'D. MMMM', shortDate: 'D. MMM' },
};
