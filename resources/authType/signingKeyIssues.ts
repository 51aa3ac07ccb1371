import { signingKeyBreaks, type SigningKeyField } from '../../src/api/contract/rules/signingKeyBreaks';
import { messageWithArgs } from '../../src/providers/messageWithArgs';

/**
 * The contract's signing-key rules (`signingKeyBreaks`) as form messages: the server's own
 * messages (`server.*`), so the form and a 422 from the API say the same words in every language.
 */
export function signingKeyIssues(
  algorithm: unknown,
  values: Partial<Record<SigningKeyField, unknown>>,
  required: boolean,
): [SigningKeyField, string][] {
  return Object.entries(signingKeyBreaks(algorithm, values, { required })).map(([field, broken]) => [
    field as SigningKeyField,
    broken.args ? messageWithArgs(`server.${broken.message}`, broken.args) : `server.${broken.message}`,
  ]);
}
