/**
 * Query string of a request (SPEC §7): arrays as repeated keys (`a=1&a=2`), `null`/`undefined`
 * values and empty arrays left out, booleans and numbers stringified, dates as ISO strings,
 * plain objects as JSON. Returns `''` or `'?…'`.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = toQueryValue(item);
      if (text !== undefined) search.append(key, text);
    }
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

function toQueryValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
