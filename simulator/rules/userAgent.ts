import { describeUserAgent } from '../../src/api/contract/rules/describeUserAgent';
import type { UserAgentInfo } from '../context';

/**
 * The browser, system and device of a request's User-Agent for history entries and sessions, by the
 * contract's `describeUserAgent` (the console reads session agents with it too). An agent it does
 * not know is named by its first word ("curl", "CSV"), as a real service would log it.
 */
export function parseUserAgent(agent: string | null): UserAgentInfo {
  const ua = agent ?? '';
  const { browser, os, device } = describeUserAgent(ua);
  return {
    agent: ua || 'unknown',
    browser: browser ?? (ua ? ua.split(/[/ ]/)[0] || 'Other' : 'Other'),
    os: os ?? 'Other',
    device,
  };
}
