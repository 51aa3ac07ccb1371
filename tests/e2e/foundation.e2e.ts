/**
 * Foundation browser test: sign-in page, sign-in, dashboard, not-found pages, sign-out (no token
 * left behind), wrong password. One browser session with a fresh profile, steps in order; axe on
 * every page, a screenshot of each step, no CSP violations and no uncaught page errors.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Response, Route } from 'playwright-core';
import {
  ADMIN,
  expectAxeClean,
  field,
  browserPerFile,
  screenshot,
  signIn,
  signOut,
  stopAfterFirstFailure,
  url,
  visible,
  webStorage,
  type Session,
} from './harness';

const WRONG_PASSWORD_MESSAGE = 'Invalid email or password. Please check your credentials and try again.';

let session: Session;
let page: Page;
/** Tokens issued at sign-in, to check that none is left in web storage after sign-out. */
const issuedTokens: string[] = [];

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout: 30_000 });
}

function isTokenResponse(response: Response): boolean {
  return (
    response.request().method() === 'POST' &&
    /\/internal-auth\/token-create(\?|$)/.test(new URL(response.url()).pathname)
  );
}

/**
 * Holds the admin shell's code back, as a slow phone connection would, until the returned function
 * is called (it lets the code through and stops holding).
 */
async function holdShellCode(): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The chunk of what every signed-in page runs, AdminApp among it (build/pageChunks.ts).
  const shellCode = /\/assets\/page-shell-[\w-]+\.js$/;
  // Held requests go on before the route is removed: removing it first would answer them itself,
  // and their own continue() would then fail ("Route is already handled").
  const held: Promise<void>[] = [];
  const hold = (route: Route) => {
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(shellCode, hold);
  return async () => {
    release();
    await Promise.all(held);
    await page.unroute(shellCode, hold);
  };
}

/** What the DevTools protocol's Network.requestWillBeSent event tells of a request (the part read here). */
interface RequestWillBeSent {
  request: { url: string };
  initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
}

browserPerFile((started) => {
  session = started;
  page = started.page;
});

describe('foundation: sign-in, dashboard, not found, sign-out', () => {
  stopAfterFirstFailure(() => page, 'foundation', /CSP violations/);

  it('shows the sign-in page to a fresh profile', async () => {
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
    await visible(field(page, 'E-mail'));
    await visible(field(page, 'Password'));
    await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
    await screenshot(page, 'foundation-01-sign-in');
    await expectAxeClean(page);
  });

  it('signs in as the administrator and lands on the dashboard', async () => {
    // Caught here so that a failed sign-in does not also leave an unhandled rejection behind.
    const tokenResponse = page
      .waitForResponse(isTokenResponse, { timeout: 30_000 })
      .catch((error: unknown) => error as Error);
    await signIn(page, ADMIN);
    const response = await tokenResponse;
    if (response instanceof Error)
      throw new Error(`no POST …/internal-auth/token-create response seen: ${response.message}`);
    const body = (await response.json()) as { access_token?: string; refresh_token?: string | null };
    expect(body.access_token, 'token-create answered without access_token').toBeTruthy();
    issuedTokens.push(body.access_token!);
    if (body.refresh_token) issuedTokens.push(body.refresh_token);

    await waitForPath(page, '/');
    expect(pathOf(page)).toBe('/');
    expect(new URL(page.url()).hash, 'clean paths, no hash routing (DESIGN.md §8)').toBe('');
    await visible(page.getByRole('heading', { name: 'Dashboard', exact: true }));
    await visible(page.getByText(/^Welcome, /), 30_000); // the dashboard itself, not the start screen
    await screenshot(page, 'foundation-02-dashboard');
    await expectAxeClean(page);
  });

  it('offers "Skip to content" as the first stop of the keyboard, readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      // A fresh page: the keyboard starts from the top.
      await page.reload();
      await visible(page.getByText(/^Welcome, /), 30_000);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('button', { name: 'Skip to content' });
      await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
      // WCAG AA text contrast of the focused button (react-admin's own colours are white on near-white).
      const ratio = await skip.evaluate((element) => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const style = getComputedStyle(element);
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      });
      expect(ratio, `${theme} theme`).toBeGreaterThanOrEqual(4.5);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('a signed-in start shows the frame and the dashboard title while the admin shell loads; the title stays put', async () => {
    // Hold the admin shell's code back, as a slow phone connection would.
    const release = await holdShellCode();
    // Layout shifts of the whole start (the start screen, then the real frame replacing it).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      await page.reload();
      const title = page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true });
      await visible(title);
      await visible(page.locator('main[aria-busy="true"]'));
      await visible(page.getByRole('progressbar', { name: 'Loading' }));
      expect(await page.getByText(/^Welcome, /).count(), 'the dashboard itself has not rendered yet').toBe(0);
      // The page's h1 wherever it is now (the start screen's element is replaced by the shell's).
      const titleBox = () =>
        page.evaluate(() => {
          const { x, y, width, height } = document.querySelector('h1')?.getBoundingClientRect() ?? {};
          return { x, y, width, height };
        });
      const early = await titleBox();
      expect(early.width, 'the start screen has its title').toBeGreaterThan(0);
      const bodyTop = () => page.evaluate(() => document.body.getBoundingClientRect().top);
      expect(await bodyTop(), 'the page starts at the top of the window (no margin collapsing through body)').toBe(0);
      await screenshot(page, 'foundation-02b-signed-in-start');
      await expectAxeClean(page);
      void release();
      await visible(page.getByText(/^Welcome, /), 30_000);
      expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
      const late = await titleBox();
      expect(await bodyTop()).toBe(0);
      expect(late, 'the dashboard title is where the start screen put it').toEqual(early);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        `layout shifts while the console started: ${shifts.join(', ')}`,
      ).toBeLessThan(0.01);
    } finally {
      await release();
    }
  });

  for (const [path, heading, shown] of [
    ['/user', 'Users', 'tbody tr'],
    ['/auth-type/create', 'New Authentication type', 'form'],
  ] as const) {
    it(`a signed-in deep link to ${path} shows the page's title while the admin shell loads; it stays put`, async () => {
      const release = await holdShellCode();
      try {
        await page.goto(url(path));
        await visible(page.locator('main[aria-busy="true"]').getByRole('heading', { level: 1, name: heading }));
        expect(await page.locator(shown).count(), 'the view itself has not rendered yet').toBe(0);
        // The title's box wherever it is: the start screen's text, then the view's h1.
        const titleBox = () =>
          page.evaluate((text) => {
            const title = [...document.querySelectorAll('main h1')].find((e) => e.textContent === text);
            const { x, y, width, height } = title?.getBoundingClientRect() ?? {};
            return { x, y, width, height };
          }, heading);
        const early = await titleBox();
        expect(early.width, 'the start screen has the title').toBeGreaterThan(0);
        await expectAxeClean(page);
        void release();
        await visible(page.locator(shown).first(), 30_000);
        expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
        await visible(page.getByRole('heading', { level: 1, name: heading, exact: true }));
        expect(await titleBox(), "the page's h1 is where the start screen put it").toEqual(early);
      } finally {
        await release();
      }
    });
  }

  it('asks for the files the entry imports with the page, not once the entry has arrived', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.enable');
    const initiators = new Map<string, string>();
    const onRequest = ({ request, initiator }: RequestWillBeSent) =>
      initiators.set(new URL(request.url).pathname, initiator.type);
    cdp.on('Network.requestWillBeSent', onRequest);
    try {
      await page.goto(url('/'));
      await page.waitForLoadState('load');
    } finally {
      cdp.off('Network.requestWillBeSent', onRequest);
      await cdp.detach();
    }
    const html = await (await page.request.get(url('/'))).text();
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry, 'the entry script').toBeDefined();
    const code = await (await page.request.get(url(entry!))).text();
    // Static imports only (`import{…}from"./x.js"`), not `import("./x.js")`.
    const imported = [
      ...code.matchAll(/import\s*(?:\{[^}]*\}\s*from\s*|[\w$]+\s*from\s*)?["']\.\/([^"']+\.js)["']/g),
    ].map(([, file]) => new URL(file!, new URL(entry!, url('/'))).pathname);
    expect(imported.length, 'rolldown keeps its runtime helpers in a file the entry imports').toBeGreaterThan(0);
    // Found in the page (a modulepreload link), not in the entry once it has arrived and been parsed.
    for (const file of imported) expect(initiators.get(file), file).toBe('parser');
  });

  it("the entry holds react-router's browser router only, not the data router react-admin would create outside one", async () => {
    const html = await (await page.request.get(url('/'))).text();
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry, 'the entry script').toBeDefined();
    const code = await (await page.request.get(url(entry!))).text();
    expect(code, 'react-router-dom is in the entry (its version mark)').toContain('__reactRouterVersion');
    // createBrowserRouter's hydration and createRouter's own check (build/consoleRouterOnly.ts).
    expect(code).not.toContain('__staticRouterHydrationData');
    expect(code).not.toContain('non-empty routes array to createRouter');
  });

  for (const [path, shown, pageName] of [
    ['/user', 'tbody tr', 'list'],
    ['/', 'text=/^Welcome, /', 'dashboard'],
  ] as const) {
    it(`a signed-in deep link to ${path} downloads its code in a few files, none of them another page's alone`, async () => {
      // Off the previous page first: a chunk it still fetches (the dashboard's, when idle) is not this link's.
      await page.goto('about:blank');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.enable');
      const scripts: string[] = [];
      // Each script file, and the script that asked for it (the module that imports it).
      const requestedBy = new Map<string, string>();
      const assetOf = (address: string) => {
        const { pathname } = new URL(address);
        return pathname.startsWith('/assets/') && pathname.endsWith('.js') ? pathname.slice('/assets/'.length) : null;
      };
      const onRequest = ({ request, initiator }: RequestWillBeSent) => {
        const script = assetOf(request.url);
        if (!script) return;
        scripts.push(script);
        const by = initiator.url ?? initiator.stack?.callFrames[0]?.url;
        if (by) requestedBy.set(script, assetOf(by) ?? by);
      };
      cdp.on('Network.requestWillBeSent', onRequest);
      try {
        await page.goto(url(path));
        await visible(page.locator(shown).first(), 30_000);
      } finally {
        cdp.off('Network.requestWillBeSent', onRequest);
        await cdp.detach();
      }
      // One chunk per set of pages sharing code (build/pageChunks.ts); rolldown's own splitting
      // made ~115 files for /user, each a round trip on a phone's connection.
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(30);
      const pagesOf = (script: string) => script.match(/^page-([a-z_]+)-/)?.[1]?.split('_') ?? [];
      const othersOnly = scripts.filter((script) => {
        const pages = pagesOf(script);
        // Every page runs start and shell, and downloads the command palette once the browser is idle.
        return pages.length > 0 && !['start', 'shell', 'palette', pageName].some((name) => pages.includes(name));
      });
      expect(othersOnly, `files of pages other than the ${pageName}`).toEqual([]);
      expect(pagesOf(scripts.find((script) => pagesOf(script).includes(pageName)) ?? '')).toContain(pageName);
      // The shell's chunk arrives last of all (the largest), so a file only it names costs a round
      // trip more before the page: it names none the page has not asked for already (the command
      // palette, which the shell asks for once the browser is idle, aside).
      const namedByShell = scripts.filter(
        (script) => /^page-shell-/.test(requestedBy.get(script) ?? '') && !pagesOf(script).includes('palette'),
      );
      expect(namedByShell, 'files the shell asked for').toEqual([]);
      // What the entry itself asks for is the page chunks and the catalog (and the start screen's
      // heading memo): a module the signed-in start loads outside the start layer's roots
      // (vite.config.ts) would be a file of its own, one more request and task on every signed-in start.
      const namedByEntry = scripts.filter((script) => /^index-/.test(requestedBy.get(script) ?? ''));
      expect(
        namedByEntry.filter((script) => !/^(page-[a-z_]+|en|startHeadingMemo)-/.test(script)),
        `files the entry asked for: ${namedByEntry.join(', ')}`,
      ).toEqual([]);
      if (pageName === 'list') {
        // The chunk the list shares with the forms is asked for with the list's own
        // (preloadGenericView), not once the list's chunk has arrived and named it.
        const shared = scripts.find((script) => pagesOf(script).join('_') === 'list_form');
        expect(shared, scripts.join('\n')).toBeDefined();
        expect(requestedBy.get(shared!), `what asked for ${shared}`).not.toMatch(/^page-list-/);
      }
      // Code that comes only when needed (marked by a string minification keeps): drag ordering's
      // dnd-kit with a list that has drag ordering, the kinds' inputs (MUI's Autocomplete among
      // them) with a form or a filter shown, react-admin's default CSV exporter (jsonexport) when
      // called. Neither page needs them on its first screen.
      const later = {
        DndLiveRegion: 'dnd-kit',
        freeSolo: "MUI's Autocomplete",
        forceTextDelimiter: "react-admin's default CSV exporter (jsonexport)",
      };
      for (const script of scripts) {
        const code = await (await page.request.get(url(`/assets/${script}`))).text();
        for (const [marker, what] of Object.entries(later))
          expect(code.includes(marker), `${script} holds ${what}`).toBe(false);
      }
    });
  }

  for (const [path, shot] of [
    ['/no-such-page', 'foundation-03-no-such-page'],
    ['/page-not-found', 'foundation-04-page-not-found'],
  ] as const) {
    it(`shows the not-found page at ${path}`, async () => {
      await page.goto(url(path));
      await visible(page.getByText('Oops...', { exact: true }));
      await visible(page.getByText('Page not found', { exact: true }));
      await screenshot(page, shot);
      await expectAxeClean(page);
    });
  }

  it('signs out through the user menu and leaves no token in web storage', async () => {
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { name: 'Dashboard', exact: true }), 30_000);
    await signOut(page);
    await visible(field(page, 'E-mail'));
    await screenshot(page, 'foundation-05-signed-out');

    const { local, session: sessionStore } = await webStorage(page);
    // The stored auth state keeps only the device id (it describes the browser, docs/SECURITY.md).
    expect(JSON.parse(local.auth ?? '{}'), "localStorage 'auth' after sign-out").toEqual({
      deviceId: expect.any(String),
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
      authTypeId: null,
    });
    expect(Object.keys(sessionStore), "sessionStorage still has an 'auth' key").not.toContain('auth');
    for (const [area, entries] of [
      ['localStorage', local],
      ['sessionStorage', sessionStore],
    ] as const) {
      const leaks = Object.entries(entries)
        .filter(([, value]) => issuedTokens.some((token) => value.includes(token)))
        .map(([key]) => key);
      expect(leaks, `${area} keys still holding a token after sign-out`).toEqual([]);
    }

    // The session is really gone: a reload stays on the sign-in page.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 30_000);
    await expectAxeClean(page);
  });

  it('rejects a wrong password with the spec message and keeps the e-mail', async () => {
    await field(page, 'E-mail').fill(ADMIN.email);
    await field(page, 'Password').fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visible(page.getByText(WRONG_PASSWORD_MESSAGE, { exact: true }), 30_000);
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
    expect(await field(page, 'E-mail').inputValue()).toBe(ADMIN.email);
    await screenshot(page, 'foundation-06-wrong-password');
    await expectAxeClean(page);
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
