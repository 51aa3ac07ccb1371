/**
 * A list's column chooser in the browser: open, it is axe-clean (a list of labelled switches, not
 * react-admin's menu of "option" rows each holding a switch), in the light and the dark theme, at a
 * desktop's and a phone's width (where every control in it is a 44 px target); a column drags by its
 * handle with the mouse, and the table follows. Screenshots `column-chooser-<width>-<theme>`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserPerFile,
  expectAxeClean,
  expectNoContractViolations,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

browserPerFile((started) => {
  session = started;
  page = started.page;
});
stopAfterFirstFailure(() => page, 'column-chooser', /CSP|contract/);

const chooser = () => page.getByRole('list', { name: 'Columns' });
const columnsButton = () => page.getByRole('button', { name: 'Columns', exact: true });
/** The open chooser, axe-checked on its own: MUI portals a popover outside the page's landmarks. */
const chooserAxeClean = () => expectAxeClean(page, '#column-chooser', { disableRules: ['region'] });
const headerNames = () =>
  page
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter((name) => name));
const switchNames = () =>
  chooser()
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => row.textContent?.trim() ?? ''));

const handles = () => chooser().getByRole('button', { name: /^Drag to move / });

async function openChooser(reorderable = true) {
  await columnsButton().click();
  await visible(chooser());
  // The drag handles come with drag ordering's code, loaded when the chooser opens.
  if (reorderable) await visible(handles());
}

async function closeChooser() {
  await page.keyboard.press('Escape');
  await expect.poll(() => chooser().count()).toBe(0);
}

/** The sides of every control in the open chooser smaller than `min` px (a switch counts with its label). */
async function smallTargets(min: number): Promise<string[]> {
  return page.locator('#column-chooser').evaluate((root, min) => {
    const problems: string[] = [];
    for (const control of Array.from(root.querySelectorAll<HTMLElement>('button, input'))) {
      const around = control.closest<HTMLElement>('label, .MuiButtonBase-root, .MuiInputBase-root') ?? control;
      const box = around.getBoundingClientRect();
      if (box.width + 0.5 < min || box.height + 0.5 < min)
        problems.push(`${control.getAttribute('aria-label') ?? around.textContent}: ${box.width}×${box.height}`);
    }
    return problems;
  }, min);
}

async function toggleTheme() {
  // The app bar hides while the page is scrolled down (react-admin's).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
}

describe('the column chooser', () => {
  it('opens on the users list axe-clean, its search field focused (1280 px, light)', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/user'));
    await visible(page.locator('thead th').filter({ hasText: /^Username$/ }), 30_000);
    await openChooser();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search columns');
    // Every column has its switch, in the table's order; the ones hidden by default (ID, Note…) too.
    const shown = await headerNames();
    const switches = await switchNames();
    expect(switches.filter((name) => shown.includes(name))).toEqual(shown);
    expect(switches).toContain('Note');
    await chooserAxeClean();
    await screenshot(page, 'column-chooser-1280-light');
  });

  it('drags a column by its handle with the mouse; the table follows', async () => {
    const before = await switchNames();
    const shownBefore = await headerNames();
    const [first, second] = before as [string, string];
    const handle = chooser().getByRole('button', { name: `Drag to move ${second}` });
    const target = chooser().locator('li').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    const after = [second, first, ...before.slice(2)];
    await expect.poll(switchNames).toEqual(after);
    await expect.poll(headerNames).toEqual(after.filter((name) => shownBefore.includes(name)));
    await closeChooser();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Columns');
  });

  it('stays under its button and gives it the focus back after the window crossed a phone’s width', async () => {
    // The button is drawn anew on each side of the width (an icon button on a phone).
    const size = page.viewportSize()!;
    await openChooser();
    await page.setViewportSize({ width: 390, height: size.height });
    await visible(page.locator('button[aria-label="Columns"]'));
    await page.setViewportSize(size);
    await visible(page.locator('button:not([aria-label])').filter({ hasText: /^Columns$/ }));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Columns');
          const paper = document.getElementById('column-chooser')?.getBoundingClientRect();
          const under = button?.getBoundingClientRect();
          return paper && under ? [Math.round(paper.left - under.left), Math.round(paper.top - under.bottom)] : null;
        }),
      )
      .toEqual([0, 0]);
    await closeChooser();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Columns');
  });

  it('is axe-clean in the dark theme (1280 px, dark)', async () => {
    await toggleTheme();
    await openChooser();
    await chooserAxeClean();
    await screenshot(page, 'column-chooser-1280-dark');
    await closeChooser();
  });

  it('at a phone width every control in it is a 44 px target, axe-clean in both themes (390 px)', async () => {
    // Loaded again at that size, as a phone would (the wide layout's open menu is a drawer over it there).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await visible(columnsButton(), 30_000);
    await openChooser(false);
    // The cards keep their own order: their chooser shows and hides fields, in that order.
    expect(await handles().count()).toBe(0);
    expect(await switchNames()).toEqual([
      'Username',
      'Projects',
      'Permissions',
      'Name',
      'E-mail',
      'Administrator',
      'ID',
      'Note',
      'Created',
      'Updated',
    ]);
    // Measured once the popover has grown to its size (MUI's Grow scales it in).
    await expect.poll(() => smallTargets(44)).toEqual([]);
    await chooserAxeClean();
    await screenshot(page, 'column-chooser-390-dark');
    await closeChooser();
    await toggleTheme();
    await openChooser(false);
    await chooserAxeClean();
    await screenshot(page, 'column-chooser-390-light');
    await closeChooser();
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
