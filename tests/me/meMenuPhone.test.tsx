import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { windowOfWidth } from '../support/windowOfWidth';

startSimulator();

async function openProfile() {
  const services = testServices();
  await signIn(services);
  renderApp('/me/profile', { services });
  await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 8000 });
  return within(await screen.findByRole('navigation', { name: 'My area' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the my-area menu', () => {
  it('is a row of tabs at a phone width (390 px): the current section selected, the others open by keyboard', async () => {
    windowOfWidth(390);
    const menu = await openProfile();
    expect(menu.queryByRole('list')).toBeNull();
    const profile = menu.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'false');
    const user = userEvent.setup();
    profile.focus();
    // Arrows move between the tabs (MUI's roving focus), Enter opens the section.
    await user.keyboard('{ArrowRight}');
    expect(menu.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active sessions' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'My area' })).getByRole('tab', { name: 'Sessions' }),
    ).toHaveAttribute('aria-selected', 'true');
    const result = await axe.run(screen.getByRole('navigation', { name: 'My area' }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  }, 30_000);

  it('stays a list of links on a wide screen', async () => {
    windowOfWidth(1280);
    const menu = await openProfile();
    expect(menu.queryByRole('tab')).toBeNull();
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});
