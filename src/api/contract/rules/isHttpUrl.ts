/** Whether a value is an absolute http(s) URL (SPEC §5: redirect_uri, hook url, URL columns of an import). */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
