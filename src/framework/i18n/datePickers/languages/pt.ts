import 'dayjs/locale/pt';
import { ptPT } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const pt: PickerLanguage = {
  dayjs: 'pt',
  texts: ptPT.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { normalDate: 'D [de] MMMM', shortDate: 'D MMM' },
  monthAndYear: 'MMMM [de] YYYY',
};
