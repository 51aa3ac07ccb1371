import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * react-admin's row checkboxes put their aria-label on the wrapping span, which leaves the input
 * unnamed (axe `label`) and the span with a prohibited attribute. Inside this provider checkboxes
 * get the label on the input instead (the select-all checkbox keeps its own).
 */
export function LabelledSelection({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.action.select_row');
  const theme = useMemo(
    () => (outer: Theme) => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCheckbox: {
          ...outer.components?.MuiCheckbox,
          defaultProps: {
            ...outer.components?.MuiCheckbox?.defaultProps,
            slotProps: { root: { 'aria-label': undefined }, input: { 'aria-label': label } },
          },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
