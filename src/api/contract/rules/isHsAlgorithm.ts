/**
 * Whether a jwt/social type signs with one shared secret (HMAC, `HS…`) rather than a public/private
 * key pair (SPEC §4: the secret key is offered for HS algorithms, the key pair otherwise).
 * No algorithm chosen yet — null, undefined, '' or anything but a string — counts as HS: the
 * default algorithm is HS256, so the form and the credentials call ask for the secret key.
 */
export const isHsAlgorithm = (algorithm: unknown): boolean =>
  typeof algorithm !== 'string' || algorithm === '' || algorithm.startsWith('HS');
