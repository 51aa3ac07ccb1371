/**
 * Smoke test of the harness itself, independent of the console: Chromium starts with the flags
 * of DESIGN.md §2, CSP violations and page errors are collected, axe runs under a strict CSP and
 * reports violations, screenshots are written.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean, launchBrowser, screenshot, type Session } from './harness';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'";
const pages: Record<string, string> = {
  '/clean':
    '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean page</h1><p>Nothing wrong here.</p></main></body></html>',
  '/broken':
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><img src="/x.png"><script>window.inlineRan = true;</script></main></body></html>',
  '/throws':
    '<!doctype html><html lang="en"><head><title>Throws</title><script src="/throw.js"></script></head><body><main><h1>Throws</h1></main></body></html>',
  '/throw.js': 'setTimeout(() => { throw new Error("boom from the page"); }, 0);',
};

let server: Server;
let origin: string;
let session: Session;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    const type = req.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': type, 'content-security-policy': CSP });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await new Promise((done) => server?.close(done));
});

describe('e2e harness', () => {
  it('runs axe under a strict CSP and passes a clean page', async () => {
    await session.page.goto(`${origin}/clean`);
    await expectAxeClean(session.page);
    expect(session.cspViolations).toEqual([]);
    session.expectNoCspViolationsOrPageErrors();
    expect(existsSync(await screenshot(session.page, 'harness-clean'))).toBe(true);
  });

  it('reports axe violations and CSP violations', async () => {
    await session.page.goto(`${origin}/broken`);
    await expect(expectAxeClean(session.page)).rejects.toThrow(/image-alt/);
    expect(await session.page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    await expect.poll(() => session.cspViolations.length).toBeGreaterThan(0);
    expect(session.cspViolations[0]?.effectiveDirective).toBe('script-src-elem');
    expect(() => session.expectNoCspViolationsOrPageErrors()).toThrow(/CSP violation/);
    session.cspViolations.length = 0;
  });

  it('collects uncaught page errors', async () => {
    await session.page.goto(`${origin}/throws`);
    await expect.poll(() => session.pageErrors.length).toBeGreaterThan(0);
    expect(session.pageErrors[0]?.message).toContain('boom from the page');
    session.pageErrors.length = 0;
  });
});
