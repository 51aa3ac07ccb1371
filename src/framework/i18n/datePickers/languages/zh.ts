import 'dayjs/locale/zh-cn';
import { zhCN } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

export const zh: PickerLanguage = {
  dayjs: 'zh-cn',
  texts: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  dateFormats: { normalDate: 'M月D日', shortDate: 'M月D日' },
  monthAndYear: 'YYYY年M月',
};
