/**
 * The signed-in user's area in the browser: every my-area page axe-clean (light and dark), the
 * dashboard's five charts drawn (in both themes) with their hover read-out, an API key created,
 * seen once, regenerated — checked against the simulator as an API client
 * (`Authorization: <username>:<key>` + `X-ORG`) — and revoking the current session.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN,
  expectAxeClean,
  field,
  browserPerFile,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

const asApiClient = async (key: string) =>
  (await fetch(url('/api/v1/project'), { headers: { Authorization: `admin:${key}`, 'X-ORG': 'acme' } })).status;

async function open(path: string, heading: string) {
  await page.goto(url(path));
  await visible(page.getByRole('heading', { level: 1, name: heading, exact: true }), 30_000);
}

/** The dashboard's charts: heading, and the start of the text alternative that names the chart's box. */
const CHARTS = [
  'API request traffic',
  'Data volume (MB)',
  'File volume (MB)',
  'Weekly total of API requests',
  'Users',
] as const;

/**
 * What the SVG in a chart's box shows: its size on screen, its axis labels and lines, and how many
 * of its shapes (paths, rectangles) are painted in colour — the series; axes, grid and the hover
 * cursor are grey.
 */
async function chartDrawing(box: Locator) {
  return box.evaluate((element) => {
    const svg = element.querySelector('svg');
    if (!svg) return { width: 0, height: 0, labels: 0, lines: 0, coloured: 0, paints: [] as string[] };
    const { width, height } = svg.getBoundingClientRect();
    /** A CSS colour with a hue: its RGB channels far apart (grey has them equal), and not transparent. */
    const colourful = (paint: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (paint.match(/[\d.]+/g) ?? []).map(Number);
      return paint.startsWith('rgb') && a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60;
    };
    const shapes = [...svg.querySelectorAll<SVGGraphicsElement>('path, rect')].filter((shape) => {
      const style = getComputedStyle(shape);
      const box = shape.getBBox();
      return (
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        box.width + box.height > 0 &&
        (colourful(style.fill) || colourful(style.stroke))
      );
    });
    return {
      width,
      height,
      labels: [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim()).length,
      lines: svg.querySelectorAll('line').length,
      coloured: shapes.length,
      paints: [
        ...new Set(
          shapes.flatMap((shape) => [getComputedStyle(shape).stroke, getComputedStyle(shape).fill]).filter(colourful),
        ),
      ],
    };
  });
}

const escapeRegExp = (text: string) => text.replace(/[()]/g, '\\$&');

/**
 * Every chart is drawn to its box's size, with its axes and its series, and hovering it shows the
 * value under the mouse. Returns the colours the series are drawn in.
 */
async function expectChartsDrawn(theme: string) {
  const paints = new Set<string>();
  for (const title of CHARTS) {
    const box = page.getByRole('img', { name: new RegExp(`^${escapeRegExp(title)}: `) });
    await box.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await chartDrawing(box)).coloured, {
        message: `${title} (${theme}): no series drawn`,
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const drawing = await chartDrawing(box);
    const size = await box.boundingBox();
    expect(
      Math.abs(drawing.width - (size?.width ?? 0)),
      `${title} (${theme}): SVG ${drawing.width} px wide in a ${size?.width} px box`,
    ).toBeLessThanOrEqual(1);
    expect(drawing.height, `${title} (${theme}): SVG height`).toBe(240);
    expect(drawing.labels, `${title} (${theme}): axis labels`).toBeGreaterThanOrEqual(4);
    expect(drawing.lines, `${title} (${theme}): axes and grid`).toBeGreaterThanOrEqual(2);
    for (const paint of drawing.paints) paints.add(paint);
    await box.hover();
    await visible(box.getByText(new RegExp(`^${escapeRegExp(title)}: \\d[\\d,.]*$`)));
  }
  return [...paints];
}

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  await page.goto(url('/'));
  await signIn(page, ADMIN);
});

describe('account area', () => {
  stopAfterFirstFailure(() => page, 'account', /CSP violations/);

  for (const [path, heading] of [
    ['/me/profile', 'My profile'],
    ['/me/organization', 'My organization'],
    ['/me/security', 'Security'],
    ['/me/api', 'API keys'],
    ['/me/api/create', 'New API key'],
    ['/me/session', 'Active sessions'],
    ['/me/activity', 'Activity log'],
  ] as const) {
    it(`${path} has breadcrumbs, the my-area menu and is axe-clean`, async () => {
      await open(path, heading);
      await visible(page.getByRole('navigation', { name: 'Breadcrumb' }));
      await visible(page.getByRole('navigation', { name: 'My area' }));
      await page.waitForLoadState('networkidle');
      await screenshot(page, `account${path.replace(/\//g, '-')}`);
      await expectAxeClean(page);
    });
  }

  it('the dashboard draws its five charts with a hover read-out, and is axe-clean in dark mode too', async () => {
    await open('/', 'Dashboard');
    await visible(page.getByRole('heading', { level: 2, name: 'API request traffic' }), 30_000);
    const light = await expectChartsDrawn('light');
    await expectAxeClean(page); // with the last chart's read-out showing
    await screenshot(page, 'account-dashboard-light');
    // Back to the top: the app bar hides while the page scrolls down.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).scrollIntoViewIfNeeded();
    await (await visible(page.getByRole('button', { name: /Toggle light\/dark mode/ }))).click();
    const dark = await expectChartsDrawn('dark');
    expect(dark, "the series take the dark theme's colour").not.toEqual(light);
    await expectAxeClean(page);
    await screenshot(page, 'account-dashboard-dark');
    await open('/me/security', 'Security');
    await expectAxeClean(page);
    await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
  });

  it('creates an API key, shows it once, regenerates it: the old key is refused, the new one accepted', async () => {
    await open('/me/api', 'API keys');
    await page.getByRole('link', { name: 'New API key' }).click();
    await field(page, 'Note').fill('e2e client');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const first = (await dialog.getByLabel('API key', { exact: true }).textContent()) ?? '';
    expect(first.length).toBeGreaterThan(10);
    await expectAxeClean(page);
    expect(await asApiClient(first)).toBe(200);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    await visible(page.getByRole('cell', { name: 'e2e client' }), 30_000);
    expect(await page.content()).not.toContain(first);

    await page
      .getByRole('button', { name: /^Regenerate / })
      .first()
      .click();
    const confirm = page.getByRole('dialog');
    await visible(confirm.getByText('This cannot be undone.', { exact: false }));
    await confirm.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const second = (await page.getByRole('dialog').getByLabel('API key', { exact: true }).textContent()) ?? '';
    expect(second).not.toBe(first);
    expect(await asApiClient(first)).toBe(401);
    expect(await asApiClient(second)).toBe(200);
    await page.getByRole('button', { name: 'I have copied it' }).click();
  });

  it('a very long name without spaces ends in "…" in the app bar instead of widening the page', async () => {
    await open('/me/profile', 'My profile');
    const longName = `Maximiliana${'x'.repeat(150)}`;
    await field(page, 'Full name').fill(longName);
    await page.getByRole('button', { name: 'Save' }).click();
    const account = page.getByRole('button', { name: `Account menu of ${longName}` });
    await visible(account);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await account.boundingBox())?.width ?? Infinity).toBeLessThan(300);
    await field(page, 'Full name').fill('Acme Admin');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('button', { name: 'Account menu of Acme Admin' }));
  });

  it('revoking the current session lands on the sign-in page', async () => {
    await open('/me/session', 'Active sessions');
    const row = page.getByRole('row').filter({ hasText: 'This device' });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 30_000);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 30_000);
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
