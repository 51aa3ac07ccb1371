/**
 * A window resized across the phone width (or a phone turned) while work is open loses nothing:
 * the users list's table gives way to cards and back, and a bulk action's dialog stays open with
 * what was chosen in it, its button in the toolbar shown now; a row's menu stays under the row's
 * button and gives it the focus back; a row's delete confirmation stays open; the "Add filter"
 * menu stays on its button and gives it the focus back; a form keeps what was typed; the account
 * menu stays under its button and gives it the focus back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserPerFile,
  expectNoContractViolations,
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
stopAfterFirstFailure(() => page, 'across-widths', /CSP|contract/);

/** To a phone's width and back, each side drawn before the next. */
async function turnAndBack(whileNarrow?: () => Promise<void>) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: size.height });
  await whileNarrow?.();
  await page.setViewportSize(size);
}

describe('across the phone width', () => {
  it('a bulk action’s dialog stays open with its choice; its button moves to the cards’ toolbar and back', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/user'));
    await visible(page.locator('thead th').first(), 30_000);
    const rows = page.getByRole('checkbox', { name: 'Select this row' });
    await rows.nth(1).check();
    await rows.nth(2).check();
    await page.getByRole('button', { name: 'Assign a profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign a project profile' });
    await visible(dialog);
    const project = dialog.getByRole('combobox').first();
    await project.click();
    const chosen = (await page.getByRole('option').first().textContent())!.trim();
    await page.getByRole('option').first().click();
    await expect.poll(() => project.inputValue()).toBe(chosen);

    await turnAndBack(async () => {
      // The cards are drawn behind the dialog, the action's button in their toolbar.
      await visible(page.locator('[aria-label="Users"] li').first());
      await expect.poll(() => dialog.count()).toBe(1);
      await expect.poll(() => project.inputValue()).toBe(chosen);
    });
    await visible(page.locator('thead th').first());
    await expect.poll(() => project.inputValue()).toBe(chosen);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The selection is there, and the action's button with it.
    await visible(page.getByText('2 items selected'));
    await page.getByRole('button', { name: 'Assign a profile' }).click();
    await visible(dialog);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('a row’s menu stays open under the row’s button and gives it the focus back', async () => {
    const button = () => page.locator('[data-row-actions="user:2"]');
    await button().click();
    const menu = page.getByRole('menu', { name: 'Actions for mateo.walker1' });
    await visible(menu);
    await turnAndBack(() => visible(page.locator('[aria-label="Users"] li').first()).then(() => undefined));
    await visible(page.locator('thead th').first());
    await expect
      .poll(async () => {
        const [under, over] = [await button().boundingBox(), await menu.boundingBox()];
        // Under the button, from its left edge.
        return under && over ? [Math.abs(over.x - under.x) < 1, Math.abs(over.y - under.y - under.height) < 1] : null;
      })
      .toEqual([true, true]);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Actions for mateo.walker1');
  });

  it('a row’s delete confirmation stays open', async () => {
    await page.getByRole('button', { name: 'Actions for mateo.walker1' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    // The question is whole once the records that go with the user are counted.
    await visible(confirm.getByText('This also affects:'), 30_000);
    const question = await confirm.textContent();
    await turnAndBack(() => visible(page.locator('[aria-label="Users"] li').first()).then(() => undefined));
    await visible(page.locator('thead th').first());
    expect(await confirm.textContent()).toBe(question);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
  });

  it('the "Add filter" menu stays on its button and gives it the focus back', async () => {
    // The list's toolbar is back once the selection is cleared.
    await page.getByRole('button', { name: 'Unselect' }).click();
    // By its label: the page behind an open menu is hidden from the accessibility tree.
    const button = page.locator('button[aria-label="Add filter"]');
    const menu = page.getByRole('menu', { name: 'Add filter' });
    // From the button's edge, across its width: the text button, or the icon button at a phone's width.
    const onButton = () =>
      expect
        .poll(async () => {
          const [under, over] = [await button.boundingBox(), await menu.boundingBox()];
          return under && over
            ? [
                over.y >= under.y - 1 && over.y <= under.y + under.height + 1,
                over.x <= under.x + under.width && over.x + over.width >= under.x,
              ]
            : null;
        })
        .toEqual([true, true]);
    await button.click();
    await visible(menu);
    await turnAndBack(async () => {
      await visible(page.locator('[aria-label="Users"] li').first());
      await onButton();
    });
    await visible(page.locator('thead th').first());
    await onButton();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add filter');
  });

  it('a form keeps what was typed', async () => {
    await page.goto(url('/permission/create'));
    const title = page.getByRole('textbox', { name: /^Title/ });
    await visible(title, 30_000);
    await title.fill('Audit trail');
    await turnAndBack(() => visible(title).then(() => undefined));
    await expect.poll(() => title.inputValue()).toBe('Audit trail');
  });

  it('the account menu stays under its button and gives it the focus back', async () => {
    await page.getByRole('button', { name: /^Account menu of / }).click();
    // The account menu (the navigation's own list is a menu too).
    const menu = page.locator('.MuiMenu-paper').getByRole('menu');
    await visible(menu);
    await turnAndBack(() =>
      visible(page.locator('header button[aria-label^="Account menu of"]')).then(() => undefined),
    );
    await expect
      .poll(() =>
        page.evaluate(() => {
          const button = document.querySelector('header button[aria-label^="Account menu of"]')!;
          const paper = document
            .getElementById(button.getAttribute('aria-controls') ?? '')
            ?.querySelector('.MuiPaper-root');
          if (!paper) return null;
          const [under, over] = [button.getBoundingClientRect(), paper.getBoundingClientRect()];
          // Under the button, as far left as the window's edge lets it be.
          return [Math.abs(over.top - under.bottom) < 1, over.right >= under.left && over.left <= under.right];
        }),
      )
      .toEqual([true, true]);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Account menu of /);
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
