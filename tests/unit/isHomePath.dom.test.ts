import { isHomePath } from '../../src/framework/routing/isHomePath';

describe('isHomePath', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('is true at the base path only', () => {
    window.history.pushState({}, '', '/');
    expect(isHomePath()).toBe(true);
    window.history.pushState({}, '', '/users');
    expect(isHomePath()).toBe(false);
    window.history.pushState({}, '', '/users/');
    expect(isHomePath()).toBe(false);
  });
});
