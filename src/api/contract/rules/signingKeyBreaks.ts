import type { ServerMessageKey } from '../errors';
import { pemKeyInfo, type PemKeyInfo } from './pemKeyInfo';
import { signingKeyType } from './signingKeyType';

/** The signing credentials of a jwt or social type. */
export type SigningKeyField = 'secret_key' | 'public_key' | 'private_key';

/** A broken signing-key rule, as the server message (`serverMessages`) and its values. */
export interface SigningKeyBreak {
  message: ServerMessageKey;
  args?: Readonly<Record<string, string | number>>;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Whether a PEM key is of the family (and curve) the algorithm signs with. */
function fits(info: PemKeyInfo | null, part: PemKeyInfo['part'], webCrypto: { name: string; namedCurve?: string }) {
  if (!info || info.part !== part) return false;
  switch (webCrypto.name) {
    case 'RSASSA-PKCS1-v1_5':
      return info.family === 'RSA';
    case 'RSA-PSS':
      return info.family === 'RSA' || info.family === 'RSA-PSS';
    default:
      return info.family === 'EC' && info.curve === webCrypto.namedCurve;
  }
}

/**
 * The signing-key rules of a type's algorithm, shared by the console's forms and the API: an HS
 * secret has at least as many bytes (UTF-8) as the algorithm's hash — 32 for HS256, 48 for HS384,
 * 64 for HS512 (RFC 7518 §3.2); RS/PS/ES keys are PEM (`BEGIN PUBLIC KEY`, `BEGIN PRIVATE KEY`) of
 * the algorithm's family, and ES keys on its curve. Only the fields the algorithm uses are
 * checked; with `required`, a missing one breaks too (the credentials call), otherwise a missing
 * one is fine (a create may leave them for later). An unknown algorithm: no rule here.
 */
export function signingKeyBreaks(
  algorithm: unknown,
  values: Partial<Record<SigningKeyField, unknown>>,
  { required }: { required: boolean },
): Partial<Record<SigningKeyField, SigningKeyBreak>> {
  const type = signingKeyType(algorithm);
  const breaks: Partial<Record<SigningKeyField, SigningKeyBreak>> = {};
  if (!type) return breaks;
  if (type.kind === 'secret') {
    const secret = values.secret_key;
    if (!filled(secret)) {
      if (required) breaks.secret_key = { message: 'required' };
    } else if (new TextEncoder().encode(secret).length < type.minBytes)
      breaks.secret_key = { message: 'secretTooShort', args: { algorithm: type.algorithm, bytes: type.minBytes } };
    return breaks;
  }
  for (const [field, part] of [
    ['public_key', 'public'],
    ['private_key', 'private'],
  ] as const) {
    const value = values[field];
    if (!filled(value)) {
      if (required) breaks[field] = { message: 'required' };
    } else if (!fits(pemKeyInfo(value), part, type.webCrypto))
      breaks[field] = {
        message: part === 'public' ? 'publicKeyInvalid' : 'privateKeyInvalid',
        args: { algorithm: type.algorithm, key: type.label },
      };
  }
  return breaks;
}
