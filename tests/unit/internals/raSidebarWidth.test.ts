import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from 'react-admin';
import { raSidebarWidth } from '../../../src/framework/internals/raSidebarWidth';

describe('raSidebarWidth', () => {
  it("is the installed react-admin's sidebar width, open and collapsed", () => {
    expect(raSidebarWidth).toEqual({ open: DRAWER_WIDTH, closed: CLOSED_DRAWER_WIDTH });
  });
});
