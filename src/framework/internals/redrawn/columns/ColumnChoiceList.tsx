import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The list of the chooser's rows (`ColumnChoiceRow`), named as the chooser's button. */
export function ColumnChoiceList({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('ra.action.select_columns', { _: 'Columns' })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {children}
    </Box>
  );
}
