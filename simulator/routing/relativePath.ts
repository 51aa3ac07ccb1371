/** Path of a request relative to apiBase (no query). */
export function relativePath(url: URL, apiBase: string): string {
  const at = url.pathname.indexOf(apiBase);
  return at < 0 ? url.pathname : url.pathname.slice(at + apiBase.length) || '/';
}
