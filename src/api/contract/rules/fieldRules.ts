import { z } from 'zod/mini';

/**
 * The lengths of text fields, decided here once: names and titles 255 (as Keycloak), notes 2,000,
 * addresses 2,048, header names 256, secrets and keys 16,384 (a PEM key of RSA 8192 fits), tokens
 * and other one-line values 4,096.
 */
export const textLimits = { name: 255, note: 2000, url: 2048, header: 256, key: 16_384, line: 4096 } as const;

/** Control (C0, C1), bidirectional and zero-width characters: never part of an identifier. */
export const plainCharacters =
  // eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
  /^[^\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]*$/;
/** Empty (the required rule's to report) or holding more than spaces. */
export const notBlank = /^$|\S/;
/** An HTTP field name (RFC 9110 §5.1: a token). */
export const tokenCharacters = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A header value: no line breaks or NUL (RFC 9110 §5.5). */
// eslint-disable-next-line no-control-regex -- NUL is what the rule refuses
export const oneLine = /^[^\r\n\u0000]*$/;
/** An absolute http(s) address. */
export const httpScheme = /^https?:\/\//i;

/** Text of at most `max` characters (optional fields: wrap in `z.optional`). */
export const text = (max: number = textLimits.line) => z.string().check(z.maxLength(max));

/** Required text: not empty, not only spaces, at most `max` characters. */
export const requiredText = (max: number = textLimits.name) =>
  z.string().check(z.minLength(1), z.regex(notBlank), z.maxLength(max));

/** A name, title, code or username: required text without control, direction or invisible characters. */
export const identifier = (max: number = textLimits.name) => requiredText(max).check(z.regex(plainCharacters));

/** An optional display text (a name, an alias) without control, direction or invisible characters. */
export const plainText = (max: number = textLimits.name) => text(max).check(z.regex(plainCharacters));

/** An e-mail's parts as mail can deliver them: a local part of up to 64, DNS labels not ending in `-`. */
export const mailbox = /^[^@\s]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An e-mail address of at most 254 characters (RFC 5321). */
export const email = () => z.email().check(z.regex(mailbox), z.maxLength(254));

/** An address the service calls or sends a browser to: absolute http(s), at most 2,048 characters. */
export const httpUrl = () => z.url({ protocol: /^https?$/ }).check(z.regex(httpScheme), z.maxLength(textLimits.url));

/** An HTTP header name (a token of RFC 9110). */
export const headerName = () =>
  z.string().check(z.minLength(1), z.maxLength(textLimits.header), z.regex(tokenCharacters));

/** An HTTP header value: one line. */
export const headerValue = () => text(textLimits.line).check(z.regex(oneLine));

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

/** One of a closed list. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
