import puppeteer from 'puppeteer-core';
import { startSimulatorHost } from './simulatorHost';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';

const dist = process.argv[2]!;
const host = await startSimulatorHost(dist, 'chart-tmp');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  const page = await browser.newPage();
  await emulateLikeLighthouse(page);
  const url = `${host.baseUrl}/`;
  await signInThroughForm(page, url);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const all: number[][] = [];
  for (let run = 0; run < 5; run++) {
    await page.reload({ waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 2500));
    for (let i = 0; i < 8; i++) {
      await page.evaluate(() => window.scrollBy(0, 400));
      await new Promise((r) => setTimeout(r, 400));
    }
    all.push(await page.evaluate(() => (window as unknown as { __chartTimes?: number[] }).__chartTimes ?? []));
  }
  const flat = all.flat().sort((a, b) => a - b);
  console.log(process.argv[3] ?? dist, 'per chart (ms, 4x CPU):', all.map((r) => r.join(',')).join(' | '), 'median', flat[Math.floor(flat.length / 2)]);
} finally {
  await browser.close();
  host.stop();
}
