/**
 * The phone layout: every route of SPEC §2 (tests/e2e/routeCatalog.ts) at a phone's
 * size (390 × 844), guest routes signed out and the others as the administrator. On each: the page
 * never scrolls sideways (`document.documentElement.scrollWidth` ≤ the window's width), every
 * control a finger presses is at least 44 × 44 px and none is cut off, one h1 and the landmarks, no axe violation,
 * and a screenshot `phone-<route>` (test-results/screenshots). Then the lists' cards and the
 * bulk actions bar above them and the my-area tabs in use, the custom screens' lists (sessions, API keys, activity, imports,
 * history) as cards too, and the cards in the dark theme.

 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAxeClean, screenshot, visible, type Session } from './harness';
import { adminRoutes, guestRoutes, type RouteIds } from './routeCatalog';
import { everyRoute, open, startSweep, structureProblems, switchTheme } from './routeVisit';

const viewport = { width: 390, height: 844 };
/** The smallest side of a touch target (WCAG 2.5.5). */
const touch = 44;

let ids: RouteIds;
let guest: Session;
let phone: Session;

/** The page's width against the window's: a problem when it scrolls sideways. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  return widths.scroll > widths.window ? [`the page is ${widths.scroll} px wide in a ${widths.window} px window`] : [];
}

/**
 * What is wrong with the open bulk actions bar: a button outside the bar's box, or the bar over
 * the list's toolbar or over the first card.
 */
async function bulkBarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect();
    const bar = box(document.querySelector('.RaBulkActionsToolbar-toolbar'));
    if (!bar || bar.height === 0) return ['no bulk actions bar'];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems: string[] = [];
    for (const button of Array.from(document.querySelectorAll('.RaBulkActionsToolbar-toolbar button'))) {
      const own = button.getBoundingClientRect();
      if (own.top < bar.top || own.bottom > bar.bottom || own.left < bar.left || own.right > bar.right)
        problems.push(`"${button.textContent || button.getAttribute('aria-label')}" is outside the bar`);
    }
    const toolbar = box(document.querySelector('.RaList-actions'));
    if (toolbar && overlaps(bar, toolbar)) problems.push("the bar is over the list's toolbar");
    const card = box(document.querySelector('.fw-card'));
    if (card && overlaps(bar, card)) problems.push('the bar is over the first card');
    return problems;
  });
}

/**
 * Visible controls smaller than `min` px in width or height. A control counts with what a finger
 * hits for it: its label or the MUI control around it (a checkbox's button, a field's input box).
 * Links inside running text are exempt, as WCAG's "inline" exception says, and so is what sits off
 * the page until focused.
 */
async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], [role="menuitem"], [role="radio"], [role="option"]';
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.tagName === 'A' && style.display === 'inline') continue;
      // Off the page until focused (react-admin's "Skip to content").
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
      const around = el.closest<HTMLElement>(
        'label, .MuiButtonBase-root, .MuiInputBase-root, .MuiFormControlLabel-root, .MuiChip-root',
      );
      const outer = around?.getBoundingClientRect();
      const width = Math.max(box.width, outer?.width ?? 0);
      const height = Math.max(box.height, outer?.height ?? 0);
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      problems.push(
        `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}" is ${Math.round(width)} × ${Math.round(height)} px`,
      );
    }
    return problems;
  }, min);
}

/**
 * Visible controls cut off: partly outside the window, or outside a box that hides its overflow
 * (a card), with no scrolling box between that would bring them into view.
 */
async function cutOffControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0') continue;
      // Above the page until focused (react-admin's "Skip to content").
      if (box.bottom + window.scrollY <= 0) continue;
      let clipper: { left: number; right: number } | null = { left: 0, right: window.innerWidth };
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          clipper = null;
          break;
        }
        if (overflow === 'hidden' || overflow === 'clip') {
          const outer = parent.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) {
            clipper = outer;
            break;
          }
        }
      }
      if (!clipper || (box.left >= clipper.left - 1 && box.right <= clipper.right + 1)) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      problems.push(
        `<${el.tagName.toLowerCase()}> "${name}" is cut off (${Math.round(box.left)}–${Math.round(box.right)} px, visible ${Math.round(clipper.left)}–${Math.round(clipper.right)} px)`,
      );
    }
    return problems;
  });
}

/** Visible switches whose thumb is not centred on its track (the phone theme grows every ButtonBase). */
async function offTrackSwitches(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.MuiSwitch-root')).flatMap((root) => {
      const thumb = root.querySelector('.MuiSwitch-thumb')?.getBoundingClientRect();
      const track = root.querySelector('.MuiSwitch-track')?.getBoundingClientRect();
      if (!thumb || !track || thumb.height === 0 || root.closest('[aria-hidden="true"], [inert]')) return [];
      const off = Math.abs(thumb.top + thumb.height / 2 - (track.top + track.height / 2));
      const inside = thumb.left + thumb.width / 2 >= track.left - 1 && thumb.right - thumb.width / 2 <= track.right + 1;
      if (off <= 1 && inside) return [];
      const name = root.closest('label')?.textContent?.trim().slice(0, 40) ?? '';
      return [
        `switch "${name}": its thumb is ${off.toFixed(1)} px off its track's middle${inside ? '' : ', outside its ends'}`,
      ];
    }),
  );
}

beforeAll(async () => {
  ({ ids, guest, admin: phone } = await startSweep(viewport));
}, 90_000);

afterAll(async () => {
  await Promise.all([guest?.close(), phone?.close()]);
});

describe('every route at a phone size (390 × 844)', () => {
  it('guest routes: no sideways scroll, touch targets of 44 px, nothing cut off, axe-clean', async () => {
    await everyRoute(guest.page, guestRoutes, 'phone', async () => [
      ...(await structureProblems(guest.page, { signedIn: false, navigation: false })),
      ...(await sidewaysScroll(guest.page)),
      ...(await smallTargets(guest.page, touch)),
      ...(await cutOffControls(guest.page)),
    ]);
  }, 180_000);

  it('signed-in routes: no sideways scroll, touch targets of 44 px, nothing cut off, switches on their tracks, axe-clean', async () => {
    await everyRoute(phone.page, adminRoutes(ids), 'phone', async () => [
      ...(await structureProblems(phone.page, { signedIn: true, navigation: false })),
      ...(await sidewaysScroll(phone.page)),
      ...(await smallTargets(phone.page, touch)),
      ...(await cutOffControls(phone.page)),
      ...(await offTrackSwitches(phone.page)),
    ]);
  }, 300_000);
});

describe('lists and the my area at a phone size', () => {
  const byName = (name: string) => adminRoutes(ids).find((route) => route.name === name)!;

  it('a list is a list of cards: no table; a card selects, and its actions menu opens', async () => {
    const page = phone.page;
    await open(page, byName('user_list'), false);
    const cards = page.getByRole('list', { name: 'Users' });
    await visible(cards);
    expect(await page.getByRole('table').count()).toBe(0);
    // WCAG 2.2's target size as Lighthouse checks it (axe's target-size, left out of axe's default run).
    await expectAxeClean(page);
    const tooSmall = await page.evaluate(async () => {
      type Axe = {
        run: (context: unknown, options: unknown) => Promise<{ violations: { nodes: { target: unknown }[] }[] }>;
      };
      const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: ['target-size'] });
      return result.violations.flatMap((violation) => violation.nodes.map((node) => JSON.stringify(node.target)));
    });
    expect(tooSmall, 'targets too small or too close (axe target-size)').toEqual([]);
    const admin = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Administrator admin', exact: true }) });
    await admin.getByRole('checkbox', { name: 'Select this row' }).check();
    await visible(page.getByText('1 item selected'));
    // The bulk actions bar holds its buttons, between the list's toolbar and the cards.
    expect(await bulkBarProblems(page), 'the bulk actions bar').toEqual([]);
    await admin.getByRole('checkbox', { name: 'Select this row' }).uncheck();
    await admin.getByRole('button', { name: 'Actions for admin' }).click();
    await visible(page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('Escape');
    await admin.getByRole('link', { name: 'Administrator admin', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'admin' }), 15_000);
  }, 60_000);

  it('a deep link to a list lays out once: one row of named icons, nothing pushed as the answers arrive', async () => {
    const page = phone.page;
    await open(page, byName('user_list'), true);
    await visible(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first());
    // The buttons that wait for the server (import: the init data; delete all: the rows) are there.
    const toolbar = page.locator('.RaList-actions');
    const buttons = [
      toolbar.getByRole('button', { name: 'Views' }),
      toolbar.getByRole('link', { name: 'Import' }),
      toolbar.getByRole('button', { name: 'Delete all' }),
    ];
    for (const button of buttons) await visible(button);
    const tops = await toolbar
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size, `the toolbar's buttons in one row (tops ${tops.join(', ')})`).toBe(1);
    // Everything that moved since the page started loading (the browser's layout-shift entries).
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
          new PerformanceObserver((list) =>
            resolve(
              (list.getEntries() as Shift[])
                .filter((entry) => !entry.hadRecentInput && entry.value >= 0.001)
                .map(
                  (entry) =>
                    `${entry.value.toFixed(3)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.className).join(' + ')}`,
                ),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 1000);
        }),
    );
    expect(shifts, 'layout shifts while the list loaded').toEqual([]);
  }, 60_000);

  it('cards keep drag ordering: an authentication type moves up by keyboard, saved as priorities', async () => {
    const page = phone.page;
    await open(page, byName('authType_list'), true);
    const cards = page.getByRole('list', { name: 'Authentication types' });
    const handles = cards.getByRole('button', { name: 'Drag to reorder' });
    await visible(handles.nth(1));
    const titles = () => cards.locator('.fw-card-title').allTextContents();
    /** Drags the second card above the first by keyboard; resolves once the new priorities are saved. */
    const secondToFirst = async () => {
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/auth-type/priorities'),
      );
      await handles.nth(1).focus();
      await page.keyboard.press('Space');
      // The keyboard sensor listens from the next task on: press until the move is announced.
      const announced = page.getByText(/^Row moved to position 1 of/);
      for (let attempt = 0; attempt < 10 && !(await announced.count()); attempt++) {
        await page.keyboard.press('ArrowUp');
        await announced.waitFor({ state: 'attached', timeout: 500 }).catch(() => undefined);
      }
      await page.keyboard.press('Space');
      expect((await saved).ok()).toBe(true);
    };
    const before = await titles();
    await secondToFirst();
    await page.reload();
    await visible(handles.first());
    expect((await titles()).slice(0, 2)).toEqual([before[1], before[0]]);
    await expectAxeClean(page);
    // Put back as it was for the tests after this one.
    await secondToFirst();
  }, 60_000);

  it("the custom screens' lists are cards too: no table; a session card selects", async () => {
    const page = phone.page;
    const lists: [string, string | RegExp][] = [
      ['my_session', 'Active sessions'],
      ['my_api', 'API keys'],
      ['my_activity', 'Activity log'],
      ['user_history', 'Activity log'],
    ];
    for (const [name, list] of lists) {
      await open(page, byName(name), false);
      await visible(page.getByRole('list', { name: list }).getByRole('listitem').first());
      expect(await page.getByRole('table').count(), `${name}: no table`).toBe(0);
    }
    await open(page, byName('imports'), false);
    expect(await page.getByRole('table').count(), 'imports: no table').toBe(0);
    await open(page, byName('my_session'), false);
    const current = page
      .getByRole('list', { name: 'Active sessions' })
      .getByRole('listitem')
      .filter({ hasText: 'This device' });
    await current.getByRole('checkbox', { name: 'Select this row' }).check();
    await visible(page.getByText('1 item selected'));
    await current.getByRole('checkbox', { name: 'Select this row' }).uncheck();
  }, 60_000);

  /** The selected tab of `tabs` lies whole in the part of its row on screen (the box that scrolls the tab list). */
  async function expectCurrentTabWhole(page: Page, tabs: Locator, name: string) {
    const current = tabs.getByRole('tab', { selected: true });
    await visible(current);
    await page.waitForTimeout(400); // MUI scrolls the row smoothly
    const { tab, shown } = await current.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const scroller = el.closest('[role="tablist"]')!.parentElement!.getBoundingClientRect();
      return { tab: [box.left, box.right], shown: [scroller.left, scroller.right] };
    });
    expect(tab[0], `${name}: the current tab starts inside the row`).toBeGreaterThanOrEqual(shown[0]! - 1);
    expect(tab[1], `${name}: the current tab ends inside the row`).toBeLessThanOrEqual(shown[1]! + 1);
  }

  it("the my-area tabs show the current section's tab whole, wherever it is in the row", async () => {
    const page = phone.page;
    for (const name of ['my_organization', 'my_session', 'my_activity']) {
      await open(page, byName(name), false);
      await expectCurrentTabWhole(page, page.getByRole('navigation', { name: 'My area' }), name);
    }
  }, 60_000);

  it('a record page opened at a tab shows that tab whole, wherever it is in the row', async () => {
    const page = phone.page;
    for (const name of ['user_history', 'user_session', 'credentials_list', 'authType_history']) {
      await open(page, byName(name), true);
      await expectCurrentTabWhole(page, page.getByRole('main'), name);
    }
  }, 60_000);

  it('the cards and the my-area tabs are axe-clean in the dark theme too', async () => {
    const page = phone.page;
    await switchTheme(page, 'dark');
    for (const name of ['user_list', 'my_profile', 'my_session', 'my_api']) {
      await open(page, byName(name), false);
      await screenshot(page, `phone-dark-${name}`);
      await expectAxeClean(page);
    }
    await switchTheme(page, 'light');
  }, 60_000);

  it('had no CSP violations and no uncaught page errors', () => {
    guest.expectNoCspViolationsOrPageErrors();
    phone.expectNoCspViolationsOrPageErrors();
  });
});
