/**
 * The one gate for URLs that come from data or configuration (hook URLs, social sign-in links,
 * static pages, the API documentation link) before they become an `href`. React escapes text but
 * not URL schemes: `<a href="javascript:…">` runs script on click, and `data:`/`vbscript:` are no
 * better. The value is parsed the way the browser will parse it (the URL parser drops leading
 * whitespace and control characters and tabs/newlines inside, so `\njavascript:` and `java\tscript:`
 * are caught as javascript:) and only http(s) — and mailto when asked — pass.
 */
export interface SafeHrefOptions {
  /** Also accept `mailto:` addresses. */
  mailto?: boolean;
  /** Accept relative URLs, resolved against this base (e.g. `document.baseURI`); without it only absolute URLs pass. */
  base?: string;
}

const ALWAYS_ALLOWED = new Set(['http:', 'https:']);

/** The normalised href when `value` is a URL the console may link to, else undefined (render it as text). */
export function safeHref(value: unknown, options: SafeHrefOptions = {}): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = options.base === undefined ? new URL(value) : new URL(value, options.base);
  } catch {
    return undefined;
  }
  if (ALWAYS_ALLOWED.has(url.protocol) || (options.mailto === true && url.protocol === 'mailto:')) return url.href;
  return undefined;
}
