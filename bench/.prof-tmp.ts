import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { startSimulatorHost } from './simulatorHost';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';

const dist = process.argv[2]!;
const host = await startSimulatorHost(dist, 'prof-tmp');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  const page = await browser.newPage();
  await emulateLikeLighthouse(page);
  const url = `${host.baseUrl}/`;
  await signInThroughForm(page, url);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload({ waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 3000));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 5000));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/prof-${dist}.cpuprofile`, JSON.stringify(profile));
} finally {
  await browser.close();
  host.stop();
}
