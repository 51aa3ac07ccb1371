import type { Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Theme {
    /** config.json's `layout: "compact"` (parts drawn without MUI's components read it). */
    compact?: boolean;
  }
  interface ThemeOptions {
    compact?: boolean;
  }
}

/**
 * A list cell's padding: little beside the values (a list of every SPEC column fits 1366 px), and
 * little above and below in the compact layout, whose rows have no minimum height (`listRowHeight`).
 */
export const tableCellPadding = (theme: Theme): string => (theme.compact ? '2px 4px' : '6px');

/**
 * A list row's least height: MUI's default (medium) rows in the comfortable layout, about 52 px
 * (a two-line date fits); none in the compact layout, whose rows are as high as their values.
 */
export const listRowHeight = (theme: Theme): number | 'auto' => (theme.compact ? 'auto' : 52);

/** A row action's icon button padding (MUI's small icon button: 5 px; compact: 3 px). */
export const rowActionPadding = (theme: Theme): string => (theme.compact ? '3px' : '5px');

type ComponentEntry = { defaultProps?: object; styleOverrides?: object; variants?: unknown[] };
type ComponentMap = Record<string, ComponentEntry | undefined>;

/**
 * config.json's `layout: "compact"`, for administrators who work through long lists: react-admin's
 * spacing (small tables, dense filled inputs) made denser still — rows as high as their values
 * (at least 20 % lower than the comfortable layout's), small buttons, icon buttons and chips in
 * rows, outlined small inputs with tight helper lines, and dense menus and lists (the sidebar's too). At a phone's width every control keeps its 44 px (phoneComponents).
 */
const compact: Record<string, ComponentEntry> = {
  RaDataTable: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTableCell: {
    styleOverrides: { sizeSmall: ({ theme }: { theme: Theme }) => ({ padding: tableCellPadding(theme) }) },
  },
  // Forms: outlined small fields (40 px instead of the filled 48, the label on the border), a
  // tighter helper line and margins: a field takes about 64 px instead of 84.
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small', variant: 'outlined' } },
  MuiFormControl: {
    defaultProps: { margin: 'dense', size: 'small', variant: 'outlined' },
    styleOverrides: { marginDense: { marginTop: 4, marginBottom: 2 } },
  },
  MuiFormHelperText: { styleOverrides: { root: { marginTop: 1, lineHeight: 1.3 } } },
  MuiInputBase: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
};

/** `components` with the compact layout's default props and style overrides added to each entry's own. */
export function withCompactComponents<T extends ComponentMap>(components: T): T {
  const merged: ComponentMap = { ...components };
  for (const [name, entry] of Object.entries(compact)) {
    const own = merged[name] ?? {};
    merged[name] = {
      ...own,
      defaultProps: { ...own.defaultProps, ...entry.defaultProps },
      styleOverrides: { ...own.styleOverrides, ...entry.styleOverrides },
    };
  }
  return merged as T;
}
