import { describeUserAgent } from '../../src/api/contract/rules/describeUserAgent';
import type { Session } from '../../src/api/contract/user';

/**
 * A session named without words to translate (a record representation is plain text): "Chrome 131 ·
 * Windows", or the user agent itself when it names no browser or system the parser knows.
 */
export function sessionLabel(session: Session): string {
  const ua = describeUserAgent(session.agent);
  const parts = [
    ua.browser && [ua.browser, ua.browserVersion].filter(Boolean).join(' '),
    ua.os && [ua.os, ua.osVersion].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : session.agent;
}
