import { raValidationMessagePrefix as withArgsPrefix } from '../framework/internals/raValidationMessagePrefix';

/**
 * A validation message (i18n key) with interpolation arguments, as react-admin reads it under an input.
 * In its own module: declarations use it without loading the form resolver (react-hook-form).
 */
export function messageWithArgs(message: string, args: Record<string, unknown>): string {
  return withArgsPrefix + JSON.stringify({ message, args });
}

/** A validation message as its i18n key and arguments (the reverse of `messageWithArgs`; plain keys pass through). */
export function readMessage(message: string): { key: string; args?: Record<string, unknown> } {
  if (!message.startsWith(withArgsPrefix)) return { key: message };
  try {
    const { message: key, args } = JSON.parse(message.slice(withArgsPrefix.length)) as {
      message: string;
      args?: Record<string, unknown>;
    };
    return { key, ...(args ? { args } : {}) };
  } catch {
    return { key: message };
  }
}
