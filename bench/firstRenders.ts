/**
 * Component renders of a signed-in deep link until it settles: how much React work a first screen
 * costs on the main thread, beyond the first render itself (re-renders after it mount are the
 * long tasks Lighthouse counts as blocking time). In Chromium against the built console: each
 * page is loaded anew by its address at a phone's size, and a stand-in for React DevTools' global
 * hook (installed before the console's scripts; production React reports its commits to it)
 * counts, per commit, the function and class components that rendered, as DevTools decides it:
 * mounted, or re-rendered (React's PerformedWork flag) inside a subtree that changed.
 */
import { openUsersList } from './usersListSession';

const RUNS = 3;
const pages = [
  { name: 'users list (`/user`, phone cards)', path: '/user', ready: '.fw-card-body' },
  { name: 'permissions list (`/permission`, phone cards)', path: '/permission', ready: '.fw-card-body' },
  { name: 'authentication-type create form (`/auth-type/create`)', path: '/auth-type/create', ready: 'form' },
];

/** The hook, as a script for the page: `window.__renders` gets one count per commit. */
const countingHook = `(() => {
  const components = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PerformedWork = 1;
  const all = (fiber) => {
    let n = 0;
    for (let f = fiber; f; f = f.sibling) n += (components.has(f.tag) ? 1 : 0) + all(f.child);
    return n;
  };
  const rendered = (parent) => {
    let n = 0;
    for (let f = parent.child; f; f = f.sibling) {
      const before = f.alternate;
      if (!before) n += (components.has(f.tag) ? 1 : 0) + all(f.child);
      else {
        if (components.has(f.tag) && (f.flags & PerformedWork) === PerformedWork) n++;
        if (f.child !== before.child) n += rendered(f);
      }
    }
    return n;
  };
  const renders = [];
  let renderer = 0;
  window.__renders = renders;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderer,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const tree = root.current;
      renders.push(tree.alternate ? rendered(tree) : all(tree.child));
    },
  };
})();`;

export interface FirstRendersResult {
  lines: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function runFirstRendersBench(): Promise<FirstRendersResult> {
  const session = await openUsersList({ users: 50, rows: 25, initScript: countingHook });
  const { page } = session;
  const rows: string[] = [];
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { name, path, ready } of pages) {
      const totals: number[] = [];
      const firsts: number[] = [];
      let commits: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(new URL(path, page.url()).href);
        await page.locator(ready).first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        commits = await page.evaluate(() => (window as unknown as { __renders: number[] }).__renders);
        totals.push(commits.reduce((sum, count) => sum + count, 0));
        firsts.push(Math.max(...commits));
      }
      rows.push(`| ${name} | ${median(totals)} | ${median(firsts)} | ${commits.join(', ')} |`);
    }
  } finally {
    await session.close();
  }
  return {
    lines: [
      `Each page loaded by its address ${RUNS} times at 390 × 844, signed in; median.`,
      '',
      '| page | component renders until settled | largest commit | renders per commit (last run) |',
      '| --- | ---: | ---: | --- |',
      ...rows,
    ],
  };
}
