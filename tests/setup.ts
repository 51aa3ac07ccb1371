export {};

// Setup of every unit test file. Files that render run in happy-dom (vitest.config.ts) and get the
// DOM's helpers; the others run in Node and load none of them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // happy-dom draws no layout, so nothing ever intersects: components take the path of browsers
  // without IntersectionObserver (everything in view), as they would under jsdom.
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  // happy-dom has no window.confirm; the console's fallback question needs one (tests spy on it).
  window.confirm ??= () => false;

  // Screens load their code lazily and the suite shares 2 cores: give findBy*/waitFor room before
  // they call a screen missing (a real absence still fails, only later).
  configure({ asyncUtilTimeout: 5000 });

  // Every test starts with empty storage: no session, no saved preferences leak between tests.
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
