import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { framework } from '../../../i18n/en/framework';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys of the framework's texts, e.g. `breadcrumb.home`. */
export type FrameworkKey = Leaves<typeof framework>;

/** Translates `framework.<key>` with type-checked keys (every catalog carries the section). */
export function useFrameworkTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: FrameworkKey, args: Record<string, unknown> = {}) => translate(`framework.${key}`, args),
    [translate],
  );
}
