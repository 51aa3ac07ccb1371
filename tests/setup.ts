export {};

// Setup of every unit test file. Files that render run in jsdom (vite.config.ts) and get the
// DOM's helpers; the others run in Node and load none of them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { indexStyleMatchingByClass } = await import('./support/classIndexedStyleMatching');
  indexStyleMatchingByClass(document);

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
