import { lighten, type Theme } from '@mui/material/styles';

/** The error red is too dark on dark paper (axe colour contrast): a lighter shade there. */
export const readableErrorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? { color: lighten(theme.palette.error.main, 0.5) } : {};
