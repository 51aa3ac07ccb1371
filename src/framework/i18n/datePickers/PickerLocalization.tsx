import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerLanguage } from './PickerLanguage';

/**
 * The date pickers below it speak `language` (the console's chosen one), whatever the browser's:
 * its calendar, its order of day and month words and the pickers' own texts.
 */
export function PickerLocalization({ language, children }: { language: PickerLanguage; children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language.dayjs}
      localeText={language.texts}
      dateFormats={language.dateFormats}
    >
      {children}
    </LocalizationProvider>
  );
}
