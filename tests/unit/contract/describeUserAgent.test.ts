import { describeUserAgent } from '../../../src/api/contract/rules/describeUserAgent';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  headlessChromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('describeUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', '131', 'Windows', null, 'desktop'],
    ['edgeWindows', 'Edge', '131', 'Windows', null, 'desktop'],
    ['operaMac', 'Opera', '115', 'macOS', null, 'desktop'],
    ['safariMac', 'Safari', '17', 'macOS', null, 'desktop'],
    ['firefoxLinux', 'Firefox', '132', 'Linux', null, 'desktop'],
    ['safariIphone', 'Safari', '17', 'iOS', '17', 'mobile'],
    ['chromeIphone', 'Chrome', '131', 'iOS', '18', 'mobile'],
    ['safariIpad', 'Safari', '17', 'iPadOS', '17', 'tablet'],
    ['chromeAndroidPhone', 'Chrome', '131', 'Android', '14', 'mobile'],
    ['samsungAndroidTablet', 'Samsung Internet', '26', 'Android', '13', 'tablet'],
    ['headlessChromeLinux', 'Chrome', '140', 'Linux', null, 'desktop'],
    ['chromeOs', 'Chrome', '131', 'ChromeOS', null, 'desktop'],
  ] as const)('reads %s', (name, browser, browserVersion, os, osVersion, device) => {
    expect(describeUserAgent(agents[name])).toEqual({ browser, browserVersion, os, osVersion, device });
  });

  it('names nothing it does not know, so callers fall back to the string itself', () => {
    for (const unknown of ['curl/8.5.0', 'CSV import', '', null, undefined])
      expect(describeUserAgent(unknown)).toMatchObject({ browser: null, browserVersion: null, os: null });
  });
});
