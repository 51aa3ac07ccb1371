import type { ComponentType } from 'react';

/** One choice of the command palette: a screen, a record or an action. */
export interface PaletteItem {
  /** Unique within the palette. */
  key: string;
  label: string;
  /** A second line, e.g. the record's resource. */
  detail?: string;
  icon?: ComponentType;
  /** Language of the label when it is not the console's (a language's own name). */
  lang?: string;
  /** What choosing it does (the palette closes afterwards). */
  run: () => void;
}

/** Choices shown under one heading. */
export interface PaletteGroup {
  key: string;
  label: string;
  items: readonly PaletteItem[];
}
