import type { Messages } from './Messages';

/** Some of react-admin's messages: any subset of the keys of `Messages['ra']`, nothing else. */
export type RaOverrides = { [K in keyof Messages['ra']]?: PartialTree<Messages['ra'][K]> };
type PartialTree<T> = T extends string ? string : { [K in keyof T]?: PartialTree<T[K]> };

/**
 * react-admin's messages (`ra.*`) in one language: a language package's texts, with `ours` laid
 * over them where the package's text is wrong for the console (a dropped interpolation, a wrong
 * plural, a mistranslation, the spec's wording) or missing (a package older than react-admin), and
 * without the package's keys react-admin no longer has (`leaveOut`, dotted paths). The catalog must
 * end up with exactly the keys of the English one: tests/unit/i18n/catalogs.test.ts checks it (a
 * missing key would show as the key, never in English).
 */
export function raFromPackage(
  languagePackage: { ra: unknown },
  ours: RaOverrides,
  leaveOut: readonly string[] = [],
): Messages['ra'] {
  const merged = merge(languagePackage.ra, ours) as Record<string, unknown>;
  for (const path of leaveOut) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), merged);
    if (isObject(parent)) delete parent[last];
  }
  return merged as Messages['ra'];
}

/** A deep copy of `base` with `over`'s texts laid over it, key by key (the package is left as it is). */
function merge(base: unknown, over: unknown): unknown {
  if (!isObject(base) && !isObject(over)) return over ?? base;
  const result: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(isObject(base) ? base : {}), ...Object.keys(isObject(over) ? over : {})])) {
    result[key] = merge(isObject(base) ? base[key] : undefined, isObject(over) ? over[key] : undefined);
  }
  return result;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
