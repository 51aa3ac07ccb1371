/** English labels derived from identifiers (pure): `signing_secret` → "Signing secret", `project_id` → "Project". */

/** Words written in capitals wherever they stand. */
const acronyms = new Set([
  'id',
  'ids',
  'url',
  'uri',
  'api',
  'ip',
  'json',
  'http',
  'https',
  'jwt',
  'sms',
  'sso',
  'ssh',
  'csv',
  'html',
  'pdf',
  'mfa',
  'otp',
]);

/** The lower-case words of a camelCase or snake_case identifier. */
export const wordsOf = (identifier: string): string[] =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const written = (word: string) => (acronyms.has(word) ? (word === 'ids' ? 'IDs' : word.toUpperCase()) : word);

/** Words as a sentence-case label: the first capitalised, acronyms in capitals. */
export function sentence(words: readonly string[]): string {
  const text = words.map(written).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's label: its words, without the `_id`/`_ids` of a reference (`project_id` → "Project"). */
export function fieldLabel(field: string, reference: 'one' | 'many' | null = null): string {
  const words = wordsOf(field);
  if (reference && words.length > 1 && (words.at(-1) === 'id' || words.at(-1) === 'ids')) {
    words.pop();
    if (reference === 'many') words.push(plural(words.pop()!));
  }
  return sentence(words);
}

/** An English plural of one word (endpoint → endpoints, policy → policies, address → addresses). */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A resource's name in the singular and the plural, as `resources.<name>.name` holds them: "Webhook endpoint |||| Webhook endpoints". */
export function resourceName(name: string): { one: string; many: string; lower: string; lowerMany: string } {
  const words = wordsOf(name);
  const many = [...words.slice(0, -1), plural(words.at(-1)!)];
  return {
    one: sentence(words),
    many: sentence(many),
    lower: words.map(written).join(' '),
    lowerMany: many.map(written).join(' '),
  };
}
