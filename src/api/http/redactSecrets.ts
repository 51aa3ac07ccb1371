export const REDACTED = '[redacted]';

/** Key names whose values are secrets (compared lowercase, without `-`/`_`). */
const SECRET_KEY = /token|passw(or)?d|secret|privatekey|apikey|authorization|cookie|^key$|^repeat$/;
const PAIR_NAMES =
  'access_token|refresh_token|id_token|token|password|current_password|repeat|secret|secret_key|private_key|api_key|apikey|key|authorization';
const QUERY_NAMES = 'access_token|refresh_token|id_token|token|code|password|secret|key|api_key';

const TEXT_RULES: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  // Authorization header values: `Bearer xxx`, `Basic xxx`.
  [/\b(Bearer|Basic)\s+(?!\[redacted\])[^\s"',;}\]]+/gi, (_match, scheme) => `${scheme} ${REDACTED}`],
  // JWTs wherever they appear, labelled or not.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, () => REDACTED],
  // Secret query parameters: `?access_token=…`, `&code=…`, `#token=…`.
  [new RegExp(`([?&#;](?:${QUERY_NAMES})=)[^&#\\s"']*`, 'gi'), (_match, name) => `${name}${REDACTED}`],
  // `name=value`, `name: value`, `"name": "quoted value"` pairs in free text.
  [
    new RegExp(
      `(^|[\\s,{(;&?])(["']?(?:${PAIR_NAMES})["']?\\s*[=:]\\s*)(?!\\[redacted\\]|(?:Bearer|Basic)\\s)("[^"]*"|'[^']*'|[^\\s"'&#,;}\\]]+)`,
      'gi',
    ),
    (_match, lead, label, value) => {
      const quote = value?.startsWith('"') || value?.startsWith("'") ? value.charAt(0) : '';
      return `${lead}${label}${quote}${REDACTED}${quote}`;
    },
  ],
];

/**
 * Replaces secrets (tokens, passwords, API keys) with `'[redacted]'`, deeply: values of keys named
 * like token/password/secret/key/authorization…, `Bearer …`, JWTs, secret query parameters
 * (`access_token`, `code`, `token`, …) and `name=value` pairs inside strings, and any exact
 * occurrence of `known` secrets (e.g. the current session's tokens). Cycles become `'[circular]'`,
 * errors become `{ name, message, stack }`. Returns a new value; the input is not modified.
 */
export function redactSecrets<T>(value: T, known: ReadonlyArray<string | null | undefined> = []): T {
  const secrets = known.filter((secret): secret is string => typeof secret === 'string' && secret.length >= 4);
  return walk(value, secrets, new WeakSet(), 0) as T;
}

export function redactText(text: string, known: readonly string[] = []): string {
  let result = text;
  for (const secret of known) result = result.split(secret).join(REDACTED);
  for (const [pattern, replace] of TEXT_RULES) result = result.replace(pattern, replace);
  return result;
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[-_\s]/g, ''));
}

function walk(value: unknown, known: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return redactText(value, known);
  if (typeof value !== 'object' || value === null)
    return typeof value === 'function' || typeof value === 'symbol' ? String(value) : value;
  if (seen.has(value)) return '[circular]';
  if (depth > 8) return '[depth limit]';
  seen.add(value);
  if (value instanceof Error) {
    return walk({ name: value.name, message: value.message, stack: value.stack }, known, seen, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, known, seen, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      isSecretKey(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : walk(item, known, seen, depth + 1);
  }
  return result;
}
