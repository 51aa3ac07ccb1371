import { serverMessages, type ServerMessageKey } from './errors';

/** A placeholder of a server message: polyglot's `%{name}`, so the catalogs translate the same template. */
const placeholder = /%\{(\w+)\}/g;

/**
 * A server message with its values filled in (SPEC §8): `serverMessageText('passwordShort', { min: 8 })`
 * → 'Password is too short (under 8 characters)'. The simulator sends these texts.
 */
export function serverMessageText(key: ServerMessageKey, args: Readonly<Record<string, string | number>> = {}): string {
  return serverMessages[key].replace(placeholder, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as a pattern matching its filled-in texts, the values of its placeholders captured. */
const patterns = (Object.entries(serverMessages) as [ServerMessageKey, string][]).map(([key, template]) => {
  const names = [...template.matchAll(placeholder)].map((match) => match[1] as string);
  const source = template
    .split(placeholder)
    .map((part, index) => (index % 2 ? '(.+?)' : escape(part)))
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * Which known server message a text is (SPEC §8: the console translates them), with the values its
 * placeholders had (`{ key: 'passwordShort', args: { min: '8' } }`); null for any other text.
 */
export function readServerMessage(text: string): { key: ServerMessageKey; args?: Record<string, string> } | null {
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!names.length) return { key };
    return { key, args: Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])) };
  }
  return null;
}
