/**
 * Prepares a signed-in session for the Lighthouse benchmark's dashboard runs.
 *
 * The API binds tokens to the `X-DEVICE` id, a browser fingerprint the console computes from the
 * user agent, screen and more (src/browser/deviceId.ts). Tokens fetched from Node could not be
 * matched to the fingerprint the audited page computes, so the benchmark signs in through the
 * console's own form, in the same Chromium profile and under the exact emulation Lighthouse applies
 * (its own `emulate()` with its default mobile settings); the console then stores the tokens in
 * local storage (`auth`, src/api/http/AuthSession.ts) and Lighthouse runs with
 * `disableStorageReset` so they stay. The device id is stored with them (computed once per
 * browser), so the dashboard runs send the id the tokens were bound to without fingerprinting.
 */
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { emulate } from 'lighthouse/core/lib/emulation.js';
import type { Page } from 'puppeteer-core';

const ADMIN = { email: 'admin@acme.test', password: 'Admin123!' };

export async function emulateLikeLighthouse(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  // Lighthouse's protocol session wraps a CDP session; emulate() only needs sendCommand.
  const session = { sendCommand: (method: string, params?: object) => cdp.send(method as never, params as never) };
  await emulate(session as unknown as Parameters<typeof emulate>[0], defaultSettings);
}

export async function signInThroughForm(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.reload({ waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken,
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () => [...document.querySelectorAll('h1,h2')].some((h) => h.textContent?.trim() === 'Dashboard'),
    { timeout: 30_000 },
  );
}
