import { enUS } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const en: PickerLanguage = {
  dayjs: 'en',
  texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};
