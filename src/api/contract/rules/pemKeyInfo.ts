/** What a PEM key holds: its part of the pair and its key family (and curve, for EC keys). */
export interface PemKeyInfo {
  part: 'public' | 'private';
  family: 'RSA' | 'RSA-PSS' | 'EC';
  /** EC keys: `P-256`, `P-384` or `P-521` (another curve: its OID in hex). */
  curve?: string;
}

const armor = /^\s*-----BEGIN (PUBLIC|PRIVATE) KEY-----([A-Za-z0-9+/=\s]+)-----END \1 KEY-----\s*$/;

// Object identifiers (DER content bytes, hex) of the key algorithms and curves.
const families: Record<string, PemKeyInfo['family']> = {
  '2a864886f70d010101': 'RSA', // rsaEncryption
  '2a864886f70d01010a': 'RSA-PSS', // id-RSASSA-PSS
  '2a8648ce3d0201': 'EC', // id-ecPublicKey
};
const curves: Record<string, string> = {
  '2a8648ce3d030107': 'P-256',
  '2b81040022': 'P-384',
  '2b81040023': 'P-521',
};

interface Tlv {
  tag: number;
  start: number;
  end: number;
}

/** One DER element at `at` (tag, content start and end), or null when it runs past `limit`. */
function readTlv(bytes: Uint8Array, at: number, limit: number): Tlv | null {
  if (at + 2 > limit) return null;
  const tag = bytes[at] as number;
  let length = bytes[at + 1] as number;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 3 || start + count > limit) return null;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[start + i] as number);
    start += count;
  }
  const end = start + length;
  return end <= limit ? { tag, start, end } : null;
}

const hex = (bytes: Uint8Array, from: Tlv) =>
  Array.from(bytes.subarray(from.start, from.end), (b) => b.toString(16).padStart(2, '0')).join('');

function decodeBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Reads a PEM public key (`BEGIN PUBLIC KEY`, X.509 SubjectPublicKeyInfo) or private key
 * (`BEGIN PRIVATE KEY`, PKCS #8): the forms Web Crypto exports and JOSE libraries import. Null for
 * anything else (another armor, broken base64 or DER, an unknown key algorithm). It reads the
 * structure and the key's algorithm, not the key's numbers (the API imports the key for that).
 */
export function pemKeyInfo(text: string): PemKeyInfo | null {
  const match = armor.exec(text);
  if (!match) return null;
  const part = match[1] === 'PUBLIC' ? 'public' : 'private';
  const bytes = decodeBase64(match[2] as string);
  if (!bytes) return null;
  const outer = readTlv(bytes, 0, bytes.length);
  if (!outer || outer.tag !== 0x30 || outer.end !== bytes.length) return null;
  let at = outer.start;
  if (part === 'private') {
    const version = readTlv(bytes, at, outer.end);
    if (!version || version.tag !== 0x02) return null;
    at = version.end;
  }
  const algorithm = readTlv(bytes, at, outer.end);
  if (!algorithm || algorithm.tag !== 0x30) return null;
  const oid = readTlv(bytes, algorithm.start, algorithm.end);
  if (!oid || oid.tag !== 0x06) return null;
  const family = families[hex(bytes, oid)];
  if (!family) return null;
  const key = readTlv(bytes, algorithm.end, outer.end);
  if (!key || key.tag !== (part === 'public' ? 0x03 : 0x04) || key.end - key.start < 16) return null;
  if (family !== 'EC') return { part, family };
  const params = readTlv(bytes, oid.end, algorithm.end);
  if (!params || params.tag !== 0x06) return null;
  const curveOid = hex(bytes, params);
  return { part, family, curve: curves[curveOid] ?? curveOid };
}
