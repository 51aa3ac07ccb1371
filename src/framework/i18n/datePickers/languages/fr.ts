import 'dayjs/locale/fr';
import { frFR } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const fr: PickerLanguage = {
  dayjs: 'fr',
  texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { shortDate: 'D MMM' },
};
