/** react-admin's sidebar widths when the theme sets none (open, collapsed), in px. */
export const raSidebarWidth = { open: 240, closed: 55 } as const;
