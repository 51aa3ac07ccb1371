import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { framework } from '../../../i18n/en/framework';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys of the framework's texts, e.g. `breadcrumb.home`. */
export type FrameworkKey = Leaves<typeof framework>;

function english(key: string): string {
  let node: unknown = framework;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/**
 * Translates `framework.<key>` (type-checked keys). Until a catalog carries the framework section
 * the English text is the fallback, so the views never show raw keys.
 */
export function useFrameworkTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: FrameworkKey, args: Record<string, unknown> = {}) => translate(`framework.${key}`, { _: english(key), ...args }),
    [translate],
  );
}
