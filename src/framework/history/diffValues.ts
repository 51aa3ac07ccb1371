/** One changed value: where (dotted path, '' for the whole value), what it was and what it became. */
export interface DiffLine {
  path: string;
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Readable difference of a history entry's before and after values (pure): objects key by key,
 * lists as the items added and removed, other values as before → after.
 */
export function diffValues(before: unknown, after: unknown, path = ''): DiffLine[] {
  if (same(before, after)) return [];
  if (
    (isObject(before) || isEmpty(before)) &&
    (isObject(after) || isEmpty(after)) &&
    (isObject(before) || isObject(after))
  ) {
    const was = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return keys.flatMap((key) => diffValues(was[key], now[key], join(path, key)));
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const was = Array.isArray(before) ? before : isEmpty(before) ? [] : [before];
    const now = Array.isArray(after) ? after : isEmpty(after) ? [] : [after];
    const key = (value: unknown) => JSON.stringify(value);
    const wasKeys = new Set(was.map(key));
    const nowKeys = new Set(now.map(key));
    const removed = was.filter((value) => !nowKeys.has(key(value)));
    const added = now.filter((value) => !wasKeys.has(key(value)));
    const lines: DiffLine[] = [];
    if (removed.length) lines.push({ path, change: 'removed', before: removed });
    if (added.length) lines.push({ path, change: 'added', after: added });
    return lines.length ? lines : [{ path, change: 'changed', before, after }]; // same items, new order
  }
  if (isEmpty(before)) return [{ path, change: 'added', after }];
  if (isEmpty(after)) return [{ path, change: 'removed', before }];
  return [{ path, change: 'changed', before, after }];
}

/** A value as text: lists joined with commas, objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
}
