import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// Every test starts with empty storage: no session, no saved preferences leak between tests.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
