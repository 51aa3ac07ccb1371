import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locales } from '../../i18n/locales';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { windowOfWidth } from '../support/windowOfWidth';

startSimulator();

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSignedIn() {
  const services = testServices();
  await signIn(services);
  renderApp('/permission', { services });
  await screen.findByRole('heading', { level: 1, name: 'Permissions' });
  // The start screen shows the h1 (and a bare bar) before the frame: wait for the frame's bar.
  await screen.findByRole('button', { name: 'Toggle light/dark mode' });
  return within(screen.getByRole('banner'));
}

describe('the signed-in app bar language switch', () => {
  it('on a phone (390 px) is an icon button named after what it does and the current language; its menu switches the language', async () => {
    windowOfWidth(390);
    const user = userEvent.setup();
    const bar = await openSignedIn();

    await waitFor(() =>
      expect(document.querySelector('main time')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/),
    );
    const button = bar.getByRole('button', { name: 'Change language (current: English)' });
    expect(button).not.toHaveTextContent(/English/i);
    // Native tooltips (MUI's Tooltip renders the bar again right after it appears).
    expect(button).toHaveAttribute('title', 'Change language (current: English)');
    expect(bar.getByRole('button', { name: 'Toggle light/dark mode' })).toHaveAttribute(
      'title',
      'Toggle light/dark mode',
    );
    expect(bar.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(locales.map((language) => language.name));
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');

    await user.click(within(menu).getByRole('menuitem', { name: 'Deutsch' }));
    // The whole frame renders again in the new language (a new app bar).
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('banner')).getByRole('button', { name: 'Sprache ändern (aktuell: Deutsch)' }),
        ).toBeInTheDocument(),
      {
        timeout: 8000,
      },
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The list's date cells follow (e.g. "16.11.2026, 15:26" instead of "Nov 16, 2026, 3:26 PM").
    await waitFor(() =>
      expect(document.querySelector('main time')?.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
    );
  });

  it('on a wide screen shows the current language by name, as before', async () => {
    windowOfWidth(1280);
    const bar = await openSignedIn();

    expect(bar.getByRole('button', { name: 'English' })).toHaveTextContent('English');
    expect(bar.queryByRole('button', { name: /Change language/ })).not.toBeInTheDocument();
  });
});
