import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens load their code lazily and the suite shares 2 cores: give findBy*/waitFor room before
// they call a screen missing (a real absence still fails, only later).
configure({ asyncUtilTimeout: 5000 });

// Every test starts with empty storage: no session, no saved preferences leak between tests.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
