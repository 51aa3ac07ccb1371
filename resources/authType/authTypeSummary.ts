import type { AuthType } from '../../src/api/contract/authType';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const lifetimeFormats = new Map<string, Intl.NumberFormat>();

/** A lifetime in minutes in the largest whole unit, in the locale's words: 15 min, 2 hr, 1 day (pure). */
export function lifetimeText(minutes: number, locale: string): string {
  const [value, unit] =
    minutes >= 1440 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes >= 60 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  const key = `${locale}:${unit}`;
  let format = lifetimeFormats.get(key);
  if (!format)
    lifetimeFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' })));
  return format.format(value);
}

const key = (name: string) => `resources.authType.summary.${name}`;

/** Where the credential travels: header (or GET parameter) and prefix, in words. */
function whereText(
  place: { header?: string | null | undefined; query?: string | null | undefined; prefix?: string | null | undefined },
  translate: Translate,
): string | null {
  const prefix = place.prefix?.trim();
  if (place.query) return translate(key(prefix ? 'queryPrefix' : 'query'), { key: place.query, prefix });
  if (place.header) return translate(key(prefix ? 'headerPrefix' : 'header'), { header: place.header, prefix });
  return prefix ? translate(key('prefix'), { prefix }) : null;
}

/**
 * What matters about an authentication type, in words (pure): where its credential travels (header
 * or GET parameter and prefix), its token lifetimes ("15 min access, 1 day refresh"), its signing
 * algorithm and its social networks. The list's Details column shows it.
 */
export function authTypeSummary(
  authType: Pick<AuthType, 'type' | 'details'>,
  translate: Translate,
  locale: string,
  providerName: (provider: string) => string = (provider) => provider,
): string[] {
  const d = authType.details;
  const parts: (string | null)[] = [];
  if (authType.type === 'key')
    parts.push(
      whereText(
        d.section === 'query' ? { query: d.key, prefix: d.prefix } : { header: d.key, prefix: d.prefix },
        translate,
      ),
    );
  else parts.push(whereText({ header: d.header, prefix: d.prefix }, translate));
  if (authType.type === 'jwt' || authType.type === 'social') {
    const access =
      typeof d.access_token_lifetime_min === 'number' ? lifetimeText(d.access_token_lifetime_min, locale) : null;
    const refresh =
      d.refresh_token_enabled && typeof d.refresh_token_lifetime_min === 'number'
        ? lifetimeText(d.refresh_token_lifetime_min, locale)
        : null;
    if (access) parts.push(translate(key(refresh ? 'lifetimes' : 'accessOnly'), { access, refresh }));
    if (d.algorithm) parts.push(translate(key('algorithm'), { algorithm: d.algorithm }));
  }
  if (authType.type === 'social' && d.providers?.length)
    parts.push(translate(key('providers'), { providers: d.providers.map(providerName).join(', ') }));
  return parts.filter((part): part is string => !!part);
}
