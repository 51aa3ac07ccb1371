import { serverMessageText } from '../../src/api/contract/serverMessageText';
import { signingKeyBreaks } from '../../src/api/contract/rules/signingKeyBreaks';
import { signingKeyType } from '../../src/api/contract/rules/signingKeyType';
import type { Input } from '../collection';
import type { FieldErrors } from './errors';

const der = (pem: string) =>
  Uint8Array.from(atob(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')), (c) => c.charCodeAt(0));

const probe = new TextEncoder().encode('signing key pair check');

/**
 * What the contract's PEM rule (`signingKeyBreaks`) cannot see, as a real API finds it out by
 * loading the keys: a PEM public and private key of the algorithm's family that the platform's
 * Web Crypto cannot import (broken key numbers), or that are not one pair (a signature made with
 * the private key does not verify with the public key). Only when both keys pass the PEM rule;
 * `{}` otherwise and for HS algorithms.
 */
export async function keyPairErrors(algorithm: unknown, input: Input): Promise<FieldErrors> {
  const type = signingKeyType(algorithm);
  const { public_key: publicPem, private_key: privatePem } = input;
  if (type?.kind !== 'pair' || typeof publicPem !== 'string' || typeof privatePem !== 'string') return {};
  if (Object.keys(signingKeyBreaks(algorithm, input, { required: true })).length) return {};
  const args = { algorithm: type.algorithm, key: type.label };
  const { subtle } = globalThis.crypto;
  const params = type.webCrypto;
  const load = (format: 'spki' | 'pkcs8', pem: string) =>
    subtle.importKey(format, der(pem), params, false, [format === 'spki' ? 'verify' : 'sign']).catch(() => null);
  const [publicKey, privateKey] = await Promise.all([load('spki', publicPem), load('pkcs8', privatePem)]);
  const errors: FieldErrors = {};
  if (!publicKey) errors.public_key = [serverMessageText('publicKeyInvalid', args)];
  if (!privateKey) errors.private_key = [serverMessageText('privateKeyInvalid', args)];
  if (!publicKey || !privateKey) return errors;
  const signature = await subtle.sign(type.sign, privateKey, probe);
  const pair = await subtle.verify(type.sign, publicKey, signature, probe);
  return pair ? {} : { private_key: [serverMessageText('keyPairMismatch')] };
}
