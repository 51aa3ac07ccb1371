import 'dayjs/locale/es';
import { esES } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const es: PickerLanguage = {
  dayjs: 'es',
  texts: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { normalDate: 'D [de] MMMM', shortDate: 'D MMM' },
  monthAndYear: 'MMMM [de] YYYY',
};
