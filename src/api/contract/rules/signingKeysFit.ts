import { signingKeyType } from './signingKeyType';

/**
 * Whether signing keys stored for algorithm `from` still fit algorithm `to` (issue 44 item 8):
 * a secret fits another HS algorithm whose minimum length it is known to meet (HS512 → HS256, not
 * HS256 → HS512); a key pair fits an algorithm of the same key family (RS ↔ PS, one EC curve).
 * RS256 → HS256 does not fit: the type then needs new keys.
 */
export function signingKeysFit(from: unknown, to: unknown): boolean {
  const stored = signingKeyType(from);
  const wanted = signingKeyType(to);
  if (!stored || !wanted || stored.kind !== wanted.kind) return false;
  if (stored.kind === 'secret' && wanted.kind === 'secret') return wanted.minBytes <= stored.minBytes;
  return stored.kind === 'pair' && wanted.kind === 'pair' && stored.label === wanted.label;
}
