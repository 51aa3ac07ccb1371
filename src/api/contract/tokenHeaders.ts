/**
 * Where the console's tokens travel (SPEC §9 "Default token header Authorization with prefix
 * Bearer"): the access token on every signed-in call, the refresh token on the refresh call, each
 * as `<prefix> <token>` in its header (the bare token when the prefix is empty). config.json's
 * `tokenHeaders` sets them for the console; the API simulator takes the same settings.
 */
export interface TokenHeaders {
  /** Header of the access token. */
  header: string;
  prefix: string;
  /** Header of the refresh token on the refresh call. */
  refreshHeader: string;
  refreshPrefix: string;
}

export const defaultTokenHeaders: TokenHeaders = {
  header: 'Authorization',
  prefix: 'Bearer',
  refreshHeader: 'Authorization',
  refreshPrefix: 'Bearer',
};

/** A header's name: an HTTP token (RFC 9110). */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A prefix: empty or one word without spaces. */
export const TOKEN_PREFIX = /^\S*$/;

/** The header value carrying `token` after `prefix`. */
export const tokenHeaderValue = (prefix: string, token: string): string => (prefix ? `${prefix} ${token}` : token);

/** The token in a header value written with `prefix` (the prefix compared case-insensitively), or null. */
export function readTokenHeader(value: string | null, prefix: string): string | null {
  const text = value?.trim() ?? '';
  if (!prefix) return text || null;
  const space = text.search(/\s/);
  if (space < 0 || text.slice(0, space).toLowerCase() !== prefix.toLowerCase()) return null;
  return text.slice(space).trim() || null;
}
