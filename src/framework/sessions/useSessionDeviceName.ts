import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { describeUserAgent } from '../../api/contract/rules/describeUserAgent';

const named = (name: string | null, version: string | null) => (name && version ? `${name} ${version}` : name);

/**
 * A session's device in words from its user agent: "Chrome 131 on Windows", "Safari 17 on iOS 17";
 * the agent string itself when it names neither browser nor system this knows.
 */
export function useSessionDeviceName(): (agent: string) => string {
  const translate = useTranslate();
  return useCallback(
    (agent: string) => {
      const ua = describeUserAgent(agent);
      const browser = named(ua.browser, ua.browserVersion);
      const os = named(ua.os, ua.osVersion);
      if (!browser && !os) return agent.trim() || translate('me.session.device.unknown');
      if (!os) return browser ?? '';
      return translate('me.session.device.summary', {
        browser: browser ?? translate('me.session.device.unknownBrowser'),
        os,
      });
    },
    [translate],
  );
}
