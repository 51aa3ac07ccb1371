import { pemKeyInfo } from '../../../src/api/contract/rules/pemKeyInfo';
import { signingKeyBreaks } from '../../../src/api/contract/rules/signingKeyBreaks';
import { signingKeyType } from '../../../src/api/contract/rules/signingKeyType';

const base64 = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('base64');
const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${base64(der).replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;

/** A PEM pair made by the platform's Web Crypto, as the console makes it. */
async function pair(params: RsaHashedKeyGenParams | EcKeyGenParams) {
  const keys = await crypto.subtle.generateKey(params, true, ['sign', 'verify']);
  return {
    public_key: pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', keys.publicKey)),
    private_key: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', keys.privateKey)),
  };
}
const rsa = (name: string) =>
  pair({ name, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' });
const ec = (namedCurve: string) => pair({ name: 'ECDSA', namedCurve });

describe('signingKeyType (RFC 7518)', () => {
  it('HS secrets are at least as long as the hash; no algorithm yet counts as HS256', () => {
    expect(signingKeyType('HS256')).toMatchObject({ kind: 'secret', minBytes: 32 });
    expect(signingKeyType('HS384')).toMatchObject({ kind: 'secret', minBytes: 48 });
    expect(signingKeyType('HS512')).toMatchObject({ kind: 'secret', minBytes: 64 });
    expect(signingKeyType(null)).toMatchObject({ kind: 'secret', algorithm: 'HS256', minBytes: 32 });
  });

  it('RS, PS and ES need pairs of their family and curve; unknown algorithms have no rule', () => {
    expect(signingKeyType('RS384')).toMatchObject({ kind: 'pair', label: 'RSA', webCrypto: { hash: 'SHA-384' } });
    expect(signingKeyType('PS256')).toMatchObject({ kind: 'pair', webCrypto: { name: 'RSA-PSS' } });
    expect(signingKeyType('ES512')).toMatchObject({ label: 'EC P-521', webCrypto: { namedCurve: 'P-521' } });
    expect(signingKeyType('EdDSA')).toBeNull();
    expect(signingKeyType('HS1')).toBeNull();
  });
});

describe('signingKeyBreaks', () => {
  it('refuses an HS secret shorter than the hash, counting UTF-8 bytes', () => {
    expect(signingKeyBreaks('HS256', { secret_key: 'x'.repeat(31) }, { required: true })).toEqual({
      secret_key: { message: 'secretTooShort', args: { algorithm: 'HS256', bytes: 32 } },
    });
    expect(signingKeyBreaks('HS256', { secret_key: 'x'.repeat(32) }, { required: true })).toEqual({});
    expect(signingKeyBreaks('HS512', { secret_key: 'x'.repeat(63) }, { required: true }).secret_key).toMatchObject({
      args: { bytes: 64 },
    });
    // 16 two-byte characters are 32 bytes.
    expect(signingKeyBreaks('HS256', { secret_key: 'é'.repeat(16) }, { required: true })).toEqual({});
  });

  it('a missing key is required only where asked (the credentials call), never on create', () => {
    expect(signingKeyBreaks('HS256', {}, { required: true })).toEqual({ secret_key: { message: 'required' } });
    expect(signingKeyBreaks('RS256', { public_key: ' ' }, { required: true })).toEqual({
      public_key: { message: 'required' },
      private_key: { message: 'required' },
    });
    expect(signingKeyBreaks('HS256', {}, { required: false })).toEqual({});
    expect(signingKeyBreaks('RS256', {}, { required: false })).toEqual({});
  });

  it('accepts PEM pairs of the algorithm family that Web Crypto exports', async () => {
    expect(signingKeyBreaks('RS256', await rsa('RSASSA-PKCS1-v1_5'), { required: true })).toEqual({});
    expect(signingKeyBreaks('PS256', await rsa('RSA-PSS'), { required: true })).toEqual({});
    expect(signingKeyBreaks('ES256', await ec('P-256'), { required: true })).toEqual({});
    expect(signingKeyBreaks('ES512', await ec('P-521'), { required: true })).toEqual({});
  });

  it('refuses keys of another family or curve, swapped keys and text that is not PEM', async () => {
    const p256 = await ec('P-256');
    const rsaPair = await rsa('RSASSA-PKCS1-v1_5');
    const publicBreak = (algorithm: string, key: string) => ({
      message: 'publicKeyInvalid',
      args: { algorithm, key },
    });
    expect(signingKeyBreaks('RS256', p256, { required: true })).toEqual({
      public_key: publicBreak('RS256', 'RSA'),
      private_key: { message: 'privateKeyInvalid', args: { algorithm: 'RS256', key: 'RSA' } },
    });
    expect(signingKeyBreaks('ES384', p256, { required: true }).public_key).toEqual(publicBreak('ES384', 'EC P-384'));
    expect(signingKeyBreaks('ES256', rsaPair, { required: true }).public_key).toEqual(publicBreak('ES256', 'EC P-256'));
    const swapped = { public_key: rsaPair.private_key, private_key: rsaPair.public_key };
    expect(Object.keys(signingKeyBreaks('RS256', swapped, { required: true }))).toEqual(['public_key', 'private_key']);
    const pasted = { public_key: 'ssh-rsa AAAAB3NzaC1yc2E admin@laptop', private_key: rsaPair.private_key };
    expect(signingKeyBreaks('RS256', pasted, { required: true })).toEqual({ public_key: publicBreak('RS256', 'RSA') });
  });
});

describe('pemKeyInfo', () => {
  it('reads the part, family and curve of SPKI and PKCS #8 keys', async () => {
    const keys = await ec('P-384');
    expect(pemKeyInfo(keys.public_key)).toEqual({ part: 'public', family: 'EC', curve: 'P-384' });
    expect(pemKeyInfo(keys.private_key)).toEqual({ part: 'private', family: 'EC', curve: 'P-384' });
    expect(pemKeyInfo((await rsa('RSASSA-PKCS1-v1_5')).public_key)).toEqual({ part: 'public', family: 'RSA' });
  });

  it('refuses other armors, broken base64, truncated DER and mismatched armor lines', async () => {
    const { public_key } = await ec('P-256');
    expect(pemKeyInfo(public_key.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY'))).toBeNull();
    expect(pemKeyInfo(public_key.replace('-----END PUBLIC KEY-----', '-----END PRIVATE KEY-----'))).toBeNull();
    expect(pemKeyInfo('-----BEGIN PUBLIC KEY-----\n!!!!\n-----END PUBLIC KEY-----')).toBeNull();
    const lines = public_key.trim().split('\n');
    const truncated = [...lines.slice(0, 2), lines.at(-1)].join('\n');
    expect(pemKeyInfo(truncated)).toBeNull();
  });
});
