/**
 * Browser test harness: playwright-core driving the system Chromium (Debian's `chromium`), a
 * fresh profile per launch, collectors for console messages, page errors and CSP violations,
 * axe-core scans, screenshots, the simulator's control API and sign-in helpers.
 *
 * Tests run through `node scripts/e2e.mjs`, which builds the console, starts the simulator host
 * with SIMULATOR_CONTROL=1 (one per worker) and passes their URLs in E2E_BASE_URL.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromium, type BrowserContext, type ConsoleMessage, type Locator, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const projectRoot = resolve(import.meta.dirname, '..', '..');
export const screenshotDir = join(projectRoot, 'test-results', 'screenshots');

export const ADMIN = { email: 'admin@acme.test', password: 'Admin123!' } as const;
export const DEMO = { email: 'demo@demo.test', password: 'Demo123!' } as const;

/** Chromium flags that work in this container and in CI (DESIGN.md §2). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH, else the first system Chromium found; undefined when there is none. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/**
 * The simulator host's URL (no trailing slash): this worker's own. scripts/e2e.mjs starts one host
 * per vitest worker and lists them in E2E_BASE_URL; worker n (VITEST_POOL_ID, from 1) takes the
 * n-th, so files running side by side never share data, faults or the clock.
 */
export function baseUrl(): string {
  const urls = (process.env.E2E_BASE_URL ?? '').split(',').filter(Boolean);
  if (!urls.length)
    throw new Error('E2E_BASE_URL is not set: run the browser tests with `node scripts/e2e.mjs` (npm run test:e2e)');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = urls[worker - 1];
  if (!url) throw new Error(`E2E_BASE_URL lists ${urls.length} host(s), not one for worker ${worker}`);
  return url.replace(/\/+$/, '');
}

/** Absolute URL of a console path, e.g. url('/no-such-page'). */
export function url(path: string): string {
  return `${baseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface CspViolation {
  violatedDirective: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  documentURI: string;
}

export interface CollectedConsoleMessage {
  type: string;
  text: string;
  url: string;
}

export interface Session {
  context: BrowserContext;
  /** The page the persistent context opened. */
  page: Page;
  console: CollectedConsoleMessage[];
  pageErrors: Error[];
  cspViolations: CspViolation[];
  /** Console messages of type error (includes failed resource loads and CSP reports). */
  consoleErrors(): CollectedConsoleMessage[];
  /** Fails when there was any CSP violation or uncaught page error. */
  expectNoCspViolationsOrPageErrors(): void;
  close(): Promise<void>;
}

const CSP_INIT_SCRIPT = `(() => {
  if (window.__e2eCspListener) return;
  window.__e2eCspListener = true;
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = {
      violatedDirective: e.violatedDirective,
      effectiveDirective: e.effectiveDirective,
      blockedURI: e.blockedURI,
      sourceFile: e.sourceFile,
      lineNumber: e.lineNumber,
      sample: e.sample,
      documentURI: e.documentURI,
    };
    if (typeof window.__e2eReportCsp === 'function') window.__e2eReportCsp(report);
  }, true);
})();`;

/**
 * Launches Chromium with a fresh, temporary profile (removed on close) and starts collecting
 * console messages, page errors and CSP violations for every page of the context.
 */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<Session> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or apt-get install chromium)');
  const userDataDir = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: options.locale ?? 'en-US',
      timeout: 60_000,
    });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }

  const consoleMessages: CollectedConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  const cspViolations: CspViolation[] = [];

  await context.exposeBinding('__e2eReportCsp', (_source, report: CspViolation) => {
    cspViolations.push(report);
  });
  await context.addInitScript({ content: CSP_INIT_SCRIPT });

  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      consoleMessages.push({ type: message.type(), text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => pageErrors.push(error));
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);

  return {
    context,
    page,
    console: consoleMessages,
    pageErrors,
    cspViolations,
    consoleErrors: () => consoleMessages.filter((m) => m.type === 'error'),
    expectNoCspViolationsOrPageErrors() {
      const problems = [
        ...cspViolations.map(
          (v) =>
            `CSP violation: ${v.effectiveDirective || v.violatedDirective} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile}:${v.lineNumber} ${v.sample}`,
        ),
        ...pageErrors.map((e) => `Uncaught page error: ${e.message}`),
      ];
      if (problems.length > 0)
        throw new Error(`${problems.length} problem(s) in the page:\n  ${problems.join('\n  ')}`);
    },
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------- axe

let axeSource: string | undefined;

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core on the page (or on `context`, a CSS selector) and fails with a readable list of
 * violations. axe's source is evaluated through the DevTools protocol, which the page's CSP
 * (`script-src 'self'`) does not apply to — a <script> tag would be blocked.
 */
export async function expectAxeClean(
  page: Page,
  context?: string,
  options: { disableRules?: string[] } = {},
): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  // Colours are judged at rest: a button still fading from its disabled colour is not a violation.
  // A constructed stylesheet, not a <style> element: the page's CSP may forbid inline styles.
  await page.evaluate(async () => {
    const marked = document as Document & { axeNoMotion?: boolean };
    if (!marked.axeNoMotion) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      marked.axeNoMotion = true;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const violations = await page.evaluate(
    async ({ context, disableRules }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run(context ?? document, { rules, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { context: context ?? null, disableRules: options.disableRules ?? [] },
  );
  if (violations.length > 0) {
    const lines = violations.map(
      (v) =>
        `- [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map(
            (n) =>
              `    at ${JSON.stringify(n.target)}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
          )
          .join('\n'),
    );
    throw new Error(`axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`);
  }
}

// -------------------------------------------------------------------------------- screenshots

/**
 * Saves a full-page screenshot to test-results/screenshots/<name>.png and returns its path. The
 * page is shot in a window as tall as the page, then the window gets its size back: Chromium's own
 * full-page capture resizes the window for a moment (to 1 × 1 px under load), so the page crosses
 * the phone width and back, and a test's next step met a page drawn anew.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const taller = size && height > size.height;
  if (taller) await page.setViewportSize({ width: size.width, height });
  try {
    await page.screenshot({ path });
  } finally {
    if (taller) await page.setViewportSize(size);
  }
  return path;
}

/**
 * For a file whose tests are steps of one story: after the first failing step, takes a screenshot
 * (`<prefix>-FAILED-<step>.png`) and skips the remaining steps instead of letting each one time
 * out. Steps whose name matches `alwaysRun` (e.g. a final "no CSP violations" check) still run.
 */
export function stopAfterFirstFailure(getPage: () => Page | undefined, prefix: string, alwaysRun?: RegExp): void {
  let failedStep: string | undefined;
  beforeEach((context) => {
    if (failedStep && !alwaysRun?.test(context.task.name)) {
      context.skip(`an earlier step failed: "${failedStep}"`);
      return;
    }
    context.onTestFailed(async () => {
      failedStep ??= context.task.name;
      const page = getPage();
      if (page && !page.isClosed())
        await screenshot(page, `${prefix}-FAILED-${context.task.name}`).catch(() => undefined);
    });
  });
}

// ------------------------------------------------------------------------- simulator control

export interface Fault {
  /** HTTP method to match; all methods when omitted. */
  method?: string;
  /** API path to match, relative to the API base (e.g. `/user`), as the simulator understands it. */
  path: string;
  status?: number;
  delayMs?: number;
  /** Answer with a body that is not valid JSON. */
  malformed?: boolean;
  /** Drop the connection (network error). */
  drop?: boolean;
  /** How many requests it applies to; every matching request when omitted. */
  times?: number;
  /** Matching requests let through before it applies (`skip: 2`: the third is the first hit). */
  skip?: number;
  body?: unknown;
}

async function controlRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url(`/__control${path}`), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`control ${method} /__control${path} → ${response.status}: ${text.slice(0, 300)}`);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The simulator's control API (enabled by SIMULATOR_CONTROL=1, which scripts/e2e.mjs sets). */
export const control = {
  /** Restores the seeded store, clears faults and the clock offset. */
  reset: () => controlRequest('POST', '/reset'),
  /** Injects one fault (or several). */
  fault: (fault: Fault | Fault[]) => controlRequest('POST', '/faults', fault),
  clearFaults: () => controlRequest('DELETE', '/faults'),
  /** Moves the simulator's clock forward (expire tokens, pass the demo reset). */
  advanceClock: (advanceMs: number) => controlRequest('POST', '/clock', { advanceMs }),
  /** Changes the organization settings the simulator reports, e.g. the server `version` of the init data. */
  settings: (settings: { version?: string; signup?: { enabled?: boolean; active?: boolean } }) =>
    controlRequest('PUT', '/settings', settings),
  logs: () => controlRequest('GET', '/logs'),
  requests: () => controlRequest('GET', '/requests'),
  /** Requests refused as outside the contract, and answers outside it, since the last read. */
  violations: async () => ((await controlRequest('GET', '/violations')) as { items: ContractViolation[] }).items,
};

export interface ContractViolation {
  endpoint: string;
  method: string;
  path: string;
  kind: string;
  detail: string;
}

/** Fails when the console (or a test's API call) sent a request outside the contract, or the simulator answered outside it. */
export async function expectNoContractViolations(): Promise<void> {
  const violations = await control.violations();
  if (violations.length)
    throw new Error(
      `Contract violations:\n${violations.map((v) => `  ${v.kind} ${v.method} ${v.path} (${v.endpoint}): ${v.detail}`).join('\n')}`,
    );
}

/**
 * The browser of a test file whose tests are steps of one story: before them the simulator is
 * reset and a fresh Chromium launched, then `start` gets the session (to keep it in the file's own
 * variables, sign in, expose bindings…); after them injected faults are cleared and the browser
 * closed.
 */
export function browserPerFile(
  start: (session: Session) => void | Promise<void>,
  options?: Parameters<typeof launchBrowser>[0],
): void {
  let session: Session | undefined;
  beforeAll(async () => {
    await control.reset();
    session = await launchBrowser(options);
    await start(session);
  });
  afterAll(async () => {
    await control.clearFaults().catch(() => undefined);
    await session?.close();
  });
}

// ---------------------------------------------------------------------------------- UI helpers

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the locator's (first) element is visible; fails after `timeout` ms. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/**
 * A form field by its visible label, matching "Label" and "Label *" (required fields) exactly, so
 * "Password" does not also match a "Show password" button.
 */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));
}

/** Signs in through the sign-in form; waits for the dashboard unless `expectSuccess` is false. */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string } = ADMIN,
  options: { expectSuccess?: boolean } = {},
): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
  // Typed again if the form was drawn anew under the typing (a slow machine finishing its start).
  for (let tries = 0; tries < 3; tries += 1) {
    await field(page, 'E-mail').fill(credentials.email);
    await field(page, 'Password').fill(credentials.password);
    const kept =
      (await field(page, 'E-mail').inputValue()) === credentials.email &&
      (await field(page, 'Password').inputValue()) === credentials.password;
    if (kept) break;
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (options.expectSuccess !== false) {
    try {
      await visible(page.getByRole('heading', { name: 'Dashboard', exact: true }), 30_000);
    } catch (error) {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(
        `no dashboard after signing in as ${credentials.email} at ${page.url()}; alerts: ${JSON.stringify(alerts)}`,
        {
          cause: error,
        },
      );
    }
  }
}

/**
 * Opens the app bar's account menu. On wide screens its button shows (and is named by) the user's
 * name; on narrow ones it is an icon named "Account menu of <name>".
 */
export async function openUserMenu(page: Page, userName?: string): Promise<void> {
  let button = page.getByRole('button', { name: /account menu of/i });
  if (userName) button = button.or(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(userName)}$`, 'i') }));
  await button.first().click();
  await visible(page.getByRole('menu'));
}

/** Signs out through the user menu and waits for the sign-in page. */
export async function signOut(page: Page, userName?: string): Promise<void> {
  await openUserMenu(page, userName);
  await page.getByRole('menuitem', { name: /^sign out$/i }).click();
  await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 30_000);
}

/** Every localStorage and sessionStorage entry of the page's origin. */
export async function webStorage(
  page: Page,
): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (storage: Storage) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) out[key] = storage.getItem(key) ?? '';
      }
      return out;
    };
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}
