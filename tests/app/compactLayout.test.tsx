import { screen, within } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

startSimulator();

/** The permissions list, signed in, with config.json's `layout`. */
async function permissionsList(layout: 'comfortable' | 'compact') {
  const services = testServices({ layout });
  await signIn(services);
  const { unmount } = renderApp('/permission', { services });
  const table = await screen.findByRole('table', {}, { timeout: 8000 });
  // A value's cell: not the selection checkbox's, not the row menu's (those keep their own padding).
  const cell = (await within(table).findAllByRole('cell')).find(
    (candidate) => candidate.textContent?.trim() && !candidate.querySelector('button, input'),
  )!;
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  const menuItem = within(navigation).getByRole('menuitem', { name: 'Permissions' });
  const measured = {
    cell: { top: getComputedStyle(cell).paddingTop, left: getComputedStyle(cell).paddingLeft },
    menuItemTop: parseFloat(getComputedStyle(menuItem).paddingTop),
  };
  unmount();
  return measured;
}

afterEach(() => localStorage.clear());

describe("config.json's layout", () => {
  it('compact: table cells and menu items take less room than comfortable', async () => {
    const comfortable = await permissionsList('comfortable');
    localStorage.clear();
    const compact = await permissionsList('compact');
    // Little beside the values in both (every SPEC column of /user fits 1366 px), less above and below in compact.
    expect(comfortable.cell).toEqual({ top: '6px', left: '6px' });
    expect(compact.cell).toEqual({ top: '2px', left: '4px' });
    expect(compact.menuItemTop).toBeLessThan(comfortable.menuItemTop);
  });
});
