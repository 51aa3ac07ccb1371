/** Keys that name an object's prototype machinery: a real service refuses them wherever they occur. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

export const isPrototypeKey = (key: string): boolean => prototypeKeys.has(key);

/** The first prototype key in a JSON value, at any depth; undefined when it has none. */
export function prototypeKey(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (isPrototypeKey(key)) return key;
    const inner = prototypeKey((value as Record<string, unknown>)[key]);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
