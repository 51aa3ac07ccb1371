import { signingKeyType } from '../../../src/api/contract/rules/signingKeyType';

/** A new signing key: the secret of an HS algorithm, or the PEM pair of the others. */
export type GeneratedSigningKey = { secret_key: string } | { public_key: string; private_key: string };

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const base64url = (bytes: Uint8Array) => base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** DER bytes in PEM armor, 64 characters a line (RFC 7468). */
function pem(label: 'PUBLIC KEY' | 'PRIVATE KEY', der: ArrayBuffer): string {
  const lines = base64(new Uint8Array(der)).match(/.{1,64}/g) ?? [];
  return [`-----BEGIN ${label}-----`, ...lines, `-----END ${label}-----`, ''].join('\n');
}

/**
 * Makes a signing key in this browser with Web Crypto, so nobody has to paste one from a chat:
 * for HS, as many random bytes as the algorithm's hash (RFC 7518 §3.2), base64url-encoded; for
 * RS/PS/ES, a key pair of the algorithm's family (RSA 2048 bits, EC on its curve) exported as
 * PEM (`BEGIN PUBLIC KEY` SPKI, `BEGIN PRIVATE KEY` PKCS #8). Loaded on demand (`signingKeyGenerator`).
 */
export async function generateSigningKey(algorithm: unknown): Promise<GeneratedSigningKey> {
  const type = signingKeyType(algorithm);
  if (!type) throw new Error(`No signing key for the algorithm ${String(algorithm)}`);
  if (type.kind === 'secret')
    return { secret_key: base64url(globalThis.crypto.getRandomValues(new Uint8Array(type.minBytes))) };
  const params =
    type.webCrypto.name === 'ECDSA'
      ? type.webCrypto
      : { ...type.webCrypto, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) };
  const pair = await globalThis.crypto.subtle.generateKey(params, true, ['sign', 'verify']);
  const [spki, pkcs8] = await Promise.all([
    globalThis.crypto.subtle.exportKey('spki', pair.publicKey),
    globalThis.crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { public_key: pem('PUBLIC KEY', spki), private_key: pem('PRIVATE KEY', pkcs8) };
}
