/** The kind of device a User-Agent string names. */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

/** What a User-Agent string says about the browser, the operating system and the device. */
export interface UserAgentDescription {
  /** Browser name (`Chrome`, `Firefox`…), or null when the string names none this knows. */
  browser: string | null;
  /** The browser's major version, when the string gives it. */
  browserVersion: string | null;
  /** Operating system (`Windows`, `macOS`, `iOS`…), or null when unknown. */
  os: string | null;
  /**
   * The system's major version where the string tells it truthfully (Android, iOS, iPadOS). Windows
   * 10 and 11 both send "Windows NT 10.0" and macOS browsers freeze "10_15_7", so none is given there.
   */
  osVersion: string | null;
  device: DeviceKind;
}

/** Browsers by the token that names them, most specific first (Edge and Opera also send "Chrome/"). */
const browsers: readonly (readonly [name: string, token: RegExp])[] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Vivaldi', /\bVivaldi\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]*(?: Mobile\/\w+)? Safari\//],
];

/** Operating systems, most specific first (Android says "Linux", iOS says "like Mac OS X"). */
const systems: readonly (readonly [name: string, token: RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid(?:[ /](\d+))?/],
  ['iPadOS', /\biPad\b.*?\bOS (\d+)_/],
  ['iOS', /\b(?:iPhone|iPod)\b.*?\bOS (\d+)_/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function firstMatch(agent: string, table: readonly (readonly [string, RegExp])[]) {
  for (const [name, token] of table) {
    const match = token.exec(agent);
    if (match) return { name, version: match[1] ?? null };
  }
  return { name: null, version: null };
}

function deviceOf(agent: string, os: string | null): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(agent) || (os === 'Android' && !/\bMobile\b/.test(agent))) return 'tablet';
  return /\bMobile\b|\biPhone\b|\biPod\b/.test(agent) || os === 'Android' ? 'mobile' : 'desktop';
}

/**
 * Browser, operating system and device kind of a User-Agent string, for people reading sessions and
 * history ("Chrome 131 on Windows"). Pure and deliberately small: it knows the common browsers and
 * systems by their tokens and says null for the rest, so a caller shows the string itself then.
 */
export function describeUserAgent(agent: string | null | undefined): UserAgentDescription {
  const ua = agent ?? '';
  const browser = firstMatch(ua, browsers);
  const os = firstMatch(ua, systems);
  return {
    browser: browser.name,
    browserVersion: browser.version,
    os: os.name,
    osVersion: os.version,
    device: deviceOf(ua, os.name),
  };
}
