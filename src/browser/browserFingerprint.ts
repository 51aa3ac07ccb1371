import { hashComponents, loadSources, prepareForSources, sources } from '@fingerprintjs/fingerprintjs';

/**
 * The entropy sources SPEC §3 names for the device identifier, out of FingerprintJS's ~40: browser,
 * screen, plugins, fonts, time zone, language and canvas rendering. Left out (not run): WebGL (the
 * costliest, ~30 ms of main thread on a desktop and four times that on a phone), audio, maths and
 * the hardware and storage probes. Their code is still downloaded: the library exports its sources
 * as one object, which the bundler keeps whole.
 * Asynchronous sources first, as FingerprintJS orders them, so they run while the others do.
 */
const SPEC_SOURCES = {
  userAgentData: sources.userAgentData,
  fonts: sources.fonts,
  fontPreferences: sources.fontPreferences,
  screenFrame: sources.screenFrame,
  canvas: sources.canvas,
  languages: sources.languages,
  dateTimeLocale: sources.dateTimeLocale,
  timezone: sources.timezone,
  screenResolution: sources.screenResolution,
  colorDepth: sources.colorDepth,
  platform: sources.platform,
  vendor: sources.vendor,
  vendorFlavors: sources.vendorFlavors,
  plugins: sources.plugins,
  pdfViewerEnabled: sources.pdfViewerEnabled,
};

/**
 * The browser's fingerprint over SPEC_SOURCES (a 32-character hash). Like FingerprintJS's own
 * `load()`, it waits for an idle moment first; the event loop is released after every source, so
 * no source's work joins another's in one long task.
 */
export async function browserFingerprint(): Promise<string> {
  await prepareForSources();
  const components = await loadSources(SPEC_SOURCES, { cache: {}, debug: false }, [], 0)();
  return hashComponents(components);
}
