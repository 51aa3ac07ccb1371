import { serverMessages, type ServerMessageKey } from '../api/contract/errors';

const keyByMessage = new Map<string, ServerMessageKey>(
  (Object.entries(serverMessages) as [ServerMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** A server message as an i18n key (`server.<key>`) when it is a known one, else the message itself. */
export function translatableServerMessage(message: string): string {
  const key = keyByMessage.get(message);
  return key ? `server.${key}` : message;
}

/**
 * Converts a 422 body's `errors.json` (field → messages) into react-admin's submission errors
 * (field → message), first message per field, known server texts turned into i18n keys.
 */
export function toFormErrors(json: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(json)) {
    const first = messages[0];
    if (first) errors[field] = translatableServerMessage(first);
  }
  return errors;
}
