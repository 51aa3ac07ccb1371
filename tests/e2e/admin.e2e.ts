/**
 * Administration screens in the browser: every screen of SPEC §2 at its spec path by deep link
 * (one h1, axe clean) and by navigation (menu, row actions), and drag ordering by keyboard for
 * auth types (priorities endpoint) and projects (user preference), kept after a reload.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  expectAxeClean,
  browserPerFile,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

type Item = Record<string, unknown> & { id: string };

let session: Session;
let page: Page;
const ids: Record<string, string> = {};
/** Names of the records whose record pages are opened (their h1): auth types by kind, and the user. */
const names: Record<string, string> = {};

/** Reads seeded records through the API (as the administrator), to build the deep links. */
async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(url(`/api/v1${path}`), {
    headers: { Authorization: `Bearer ${token}`, 'X-DEVICE': 'e2e-admin', 'X-APP': 'console' },
  });
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
  return (await response.json()) as T;
}

async function seededIds() {
  const response = await fetch(url('/api/v1/internal-auth/token-create'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-DEVICE': 'e2e-admin', 'X-APP': 'console' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const list = async (path: string) => (await api<{ items: Item[] }>(`${path}?page=1&page_size=100`, token)).items;
  const types = await list('/auth-type');
  for (const kind of ['basic', 'jwt', 'key', 'social']) {
    const type = types.find((t) => t.type === kind);
    ids[kind] = String(type?.id);
    names[kind] = String(type?.title);
  }
  ids.project = String((await list('/project'))[0]?.id);
  ids.permission = String((await list('/permission'))[0]?.id);
  const users = await list('/user');
  for (const user of users.slice(1)) {
    if ((await list(`/user/${user.id}/sessions`)).length > 0) {
      ids.user = String(user.id);
      names.user = String(user.username);
      break;
    }
  }
}

/** Every administration screen: path, its h1 (on a record page's tabs, the record's name). */
const screens = (): [string, string | RegExp][] => [
  ['/project', 'Projects'],
  ['/project/create', 'New Project'],
  [`/project/update/${ids.project}`, /^Edit /],
  ['/permission', 'Permissions'],
  ['/permission/create', 'New Permission'],
  [`/permission/update/${ids.permission}`, /^Edit /],
  ['/auth-type', 'Authentication types'],
  ['/auth-type/create', 'New Authentication type'],
  [`/auth-type/update/${ids.jwt}`, names.jwt!],
  [`/auth-type/credentials/${ids.jwt}`, names.jwt!],
  [`/auth-type/social-links/${ids.social}`, names.social!],
  [`/auth-type/settings/${ids.basic}`, names.basic!],
  [`/auth-type/hook/${ids.jwt}`, names.jwt!],
  [`/auth-type/hook/${ids.jwt}/create`, 'New Hook'],
  ['/user', 'Users'],
  ['/user/create', 'New User'],
  [`/user/update/${ids.user}`, names.user!],
  [`/user/credentials/${ids.user}`, names.user!],
  [`/user/credentials/${ids.user}/create`, 'New Credential'],
  [`/user/profile/${ids.user}`, names.user!],
  [`/user/profile/${ids.user}/create`, 'New Profile'],
  [`/user/session/${ids.user}`, names.user!],
];

async function expectOneH1(name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await visible(heading.filter({ hasText: name }), 30_000);
  expect(await heading.count()).toBe(1);
}

/** A record page: its one h1 names the record, `tab` is the selected tab. */
async function expectRecordTab(name: string | RegExp, tab: string) {
  await expectOneH1(name);
  await visible(page.getByRole('tab', { name: tab, selected: true, exact: true }));
}

/**
 * Moves the picked-up row up with the arrow key until the live region announces `position`
 * (dnd-kit measures the rows just after the pick-up; a key pressed before that does nothing).
 */
async function moveUpTo(position: string) {
  const announced = page.getByText(new RegExp(`^Row moved to position ${position} of`));
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.keyboard.press('ArrowUp');
    if (
      await announced
        .first()
        .waitFor({ state: 'attached', timeout: 500 })
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
  throw new Error(`the row never reached position ${position}`);
}

/** Rows of the table, by their first text cell after the handle and actions. */
const rowTitles = (column: number) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), column);

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  await seededIds();
  await page.goto(url('/'));
  await signIn(page, ADMIN);
});

describe('administration screens', () => {
  stopAfterFirstFailure(() => page, 'admin', /CSP violations/);

  it('opens every screen by deep link, with one h1 and no axe violation', async () => {
    for (const [path, h1] of screens()) {
      await page.goto(url(path));
      await expectOneH1(h1);
      expect(new URL(page.url()).pathname, `${path} stays at its spec path`).toBe(path);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
    }
    await screenshot(page, 'admin-01-user-sessions');
  });

  it('is axe-clean in dark mode too', async () => {
    await page.goto(url('/user'));
    await expectOneH1('Users');
    await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
    for (const [path, h1] of screens().filter(([path]) =>
      ['/user', '/auth-type', '/auth-type/create', `/user/session/${ids.user}`, `/auth-type/hook/${ids.jwt}`].includes(
        path,
      ),
    )) {
      await page.goto(url(path));
      await expectOneH1(h1);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
    }
    await screenshot(page, 'admin-dark-hooks');
    await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
  });

  it('reaches the screens by navigation: menu, row actions, create buttons', async () => {
    await page.goto(url('/'));
    for (const [menu, h1] of [
      ['Projects', 'Projects'],
      ['Permissions', 'Permissions'],
      ['Users', 'Users'],
      ['Authentication types', 'Authentication types'],
    ] as const) {
      await page
        .getByRole('menuitem', { name: menu })
        .or(page.getByRole('link', { name: menu, exact: true }))
        .first()
        .click();
      await expectOneH1(h1);
    }
    const socialRow = page.locator('tbody tr').filter({ hasText: 'Social login' });
    await socialRow.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Social links' }).click();
    await expectRecordTab('Social login', 'Social links');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Authentication types' })
      .click();
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Basic auth' })
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Password settings' }).click();
    await expectRecordTab('Basic auth', 'Password settings');
    await page.goBack();
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Console login' })
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Hooks' }).click();
    await expectRecordTab('Console login', 'Hooks');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await expectOneH1('New Hook');
    await page.goto(url('/user'));
    await expectOneH1('Users');
    const row = page.locator('tbody tr').nth(1);
    for (const action of ['Profiles', 'Sessions', 'Credentials']) {
      await row.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: action }).click();
      // The user's record page, with the action's tab selected.
      await expectRecordTab(/.+/, action);
      await page.goBack();
      await expectOneH1('Users');
    }
    await screenshot(page, 'admin-02-users');
  });

  it('reorders auth types by keyboard; the order is saved as priorities and kept after a reload', async () => {
    await page.goto(url('/auth-type'));
    await expectOneH1('Authentication types');
    await visible(page.getByRole('button', { name: 'Drag to reorder' }));
    const titleColumn = 4; // checkbox, order, actions, type, projects, title
    const before = await rowTitles(titleColumn + 1);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/auth-type/priorities'),
    );
    const handle = page.getByRole('button', { name: 'Drag to reorder' }).nth(1);
    await handle.focus();
    await page.keyboard.press('Space');
    await moveUpTo('1');
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expectOneH1('Authentication types');
    await visible(page.locator('tbody tr').first());
    const after = await rowTitles(titleColumn + 1);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    await expectAxeClean(page);
  });

  it('reorders projects by keyboard; the order is kept after a reload', async () => {
    await page.goto(url('/project'));
    await expectOneH1('Projects');
    await visible(page.getByRole('button', { name: 'Drag to reorder' }));
    const nameColumn = 3; // checkbox, order, actions, name
    const before = await rowTitles(nameColumn);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/preferences/order.project'),
    );
    await page.getByRole('button', { name: 'Drag to reorder' }).nth(2).focus();
    await page.keyboard.press('Space');
    await moveUpTo('1');
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expectOneH1('Projects');
    await visible(page.locator('tbody tr').first());
    const after = await rowTitles(nameColumn);
    expect(after.slice(0, 3)).toEqual([before[2], before[0], before[1]]);
    await screenshot(page, 'admin-03-projects-reordered');
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
