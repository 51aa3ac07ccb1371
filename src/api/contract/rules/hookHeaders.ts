/**
 * How a hook's headers are rotated without showing them (issue 44 item 5). Header values are
 * secrets (a token, a signing key): the list masks them, and the edit form never fills a stored
 * value in clear. The edit form holds each stored header's name with an empty value; on
 * `hook.update`, an empty value for a header already stored means "keep the stored value", a typed
 * one replaces it (rotation, no delete and re-create), and a name left out removes that header.
 * A header not stored yet needs a value (`headerWithoutValue`).
 */
export type HookHeaders = Readonly<Record<string, string>>;

/** The headers an edit form starts from: every stored name, no value. */
export function maskedHeaders(stored: HookHeaders | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.keys(stored ?? {}).map((name) => [name, '']));
}

/** The headers stored after an update sending `sent`: empty values keep the stored ones. */
export function keptHeaders(stored: HookHeaders | null | undefined, sent: HookHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sent).map(([name, value]) => [name, value === '' ? (stored?.[name] ?? '') : value]),
  );
}

/** The first header sent without a value that has no stored value to keep, if any. */
export function headerWithoutValue(stored: HookHeaders | null | undefined, sent: HookHeaders): string | undefined {
  return Object.keys(sent).find((name) => sent[name] === '' && !(stored && name in stored));
}
