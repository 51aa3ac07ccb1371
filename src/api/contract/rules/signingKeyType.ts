import { isHsAlgorithm } from './isHsAlgorithm';

/** The hash of a JWS algorithm's name: `RS384` → `SHA-384`. */
type Hash = 'SHA-256' | 'SHA-384' | 'SHA-512';

/**
 * The key a JWS algorithm (RFC 7518 §3.1) signs with: a shared secret of at least the hash's size
 * for HS (§3.2), or a key pair of an RSA or EC family, with the Web Crypto parameters that
 * generate and import it (the console generates pairs with them, the simulator checks pairs).
 */
export type SigningKeyType =
  | { kind: 'secret'; algorithm: string; minBytes: number }
  | {
      kind: 'pair';
      algorithm: string;
      /** Shown in messages: `RSA`, `EC P-256`. */
      label: string;
      webCrypto:
        { name: 'RSASSA-PKCS1-v1_5' | 'RSA-PSS'; hash: Hash } | { name: 'ECDSA'; namedCurve: string; hash: Hash };
      /** Parameters of `crypto.subtle.sign` for this algorithm. */
      sign: { name: string; hash?: Hash; saltLength?: number };
    };

const pattern = /^(HS|RS|PS|ES)(256|384|512)$/;
const curves = { '256': 'P-256', '384': 'P-384', '512': 'P-521' } as const;

/**
 * The signing key of an algorithm; no algorithm chosen yet counts as HS256 (as `isHsAlgorithm`
 * says). Null for an algorithm this rule does not know (the API refuses it as an algorithm).
 */
export function signingKeyType(algorithm: unknown): SigningKeyType | null {
  const name = typeof algorithm === 'string' && algorithm !== '' ? algorithm : 'HS256';
  const match = pattern.exec(name);
  if (!match || isHsAlgorithm(name) !== (match[1] === 'HS')) return null;
  const family = match[1] as 'HS' | 'RS' | 'PS' | 'ES';
  const bits = match[2] as '256' | '384' | '512';
  const hash = `SHA-${bits}` as Hash;
  switch (family) {
    case 'HS':
      return { kind: 'secret', algorithm: name, minBytes: Number(bits) / 8 };
    case 'RS':
      return {
        kind: 'pair',
        algorithm: name,
        label: 'RSA',
        webCrypto: { name: 'RSASSA-PKCS1-v1_5', hash },
        sign: { name: 'RSASSA-PKCS1-v1_5' },
      };
    case 'PS':
      return {
        kind: 'pair',
        algorithm: name,
        label: 'RSA',
        webCrypto: { name: 'RSA-PSS', hash },
        sign: { name: 'RSA-PSS', saltLength: Number(bits) / 8 },
      };
    case 'ES':
      return {
        kind: 'pair',
        algorithm: name,
        label: `EC ${curves[bits]}`,
        webCrypto: { name: 'ECDSA', namedCurve: curves[bits], hash },
        sign: { name: 'ECDSA', hash },
      };
  }
}
