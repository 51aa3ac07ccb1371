import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { windowOfWidth } from '../support/windowOfWidth';
import { findRecordPage, renderConsole } from './harness';

const sim = startSimulator();

const acme = () => sim.store.orgs.get('acme')!;
const sessionsOf = (userId: string) => acme().tables.session.rows.filter((row) => row.user_id === userId);

describe('sessions of a user, one row at a time', () => {
  it("names the device in words and revokes one session from its row; the admin's own session has none", async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const admin = acme().tables.user.rows.find((row) => row.username === 'admin')!;
    const seeded = sessionsOf(admin.id).find((row) => row.device.startsWith('seed-device-'))!;
    renderConsole(services, `/user/session/${admin.id}`);
    await findRecordPage(String(admin.username), 'Sessions');
    const own = (await screen.findByText('This device', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /^Revoke the session/ })).toBeNull();
    const revoke = await screen.findByRole('button', { name: /^Revoke the session on / });
    const device = revoke.getAttribute('aria-label')!.replace('Revoke the session on ', '');
    expect(device).toMatch(/^(Chrome|Safari|Firefox) \d+ on (Windows|macOS|Linux|iOS 17|Android 14)$/);
    expect(within(revoke.closest('tr') as HTMLElement).getByTitle(seeded.agent)).toHaveTextContent(device);
    await user.click(revoke);
    const confirm = await screen.findByRole('dialog', { name: `Revoke the session on ${device}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The session has been revoked')).toBeInTheDocument();
    expect(sessionsOf(admin.id).map((row) => row.id)).not.toContain(seeded.id);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke the session on / })).toBeNull());
    expect(services.session.isSignedIn).toBe(true);
  });
});

describe('sessions of a user at a phone width (390 px)', () => {
  beforeEach(() => windowOfWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('names each card by its device once and puts Revoke at its end; the own session has no empty action', async () => {
    const services = testServices();
    await signIn(services);
    const admin = acme().tables.user.rows.find((row) => row.username === 'admin')!;
    renderConsole(services, `/user/session/${admin.id}`);
    const cards = await screen.findByRole('list', { name: 'Sessions' }, { timeout: 8000 });
    const own = (await within(cards).findByText('This device', {}, { timeout: 8000 })).closest('li') as HTMLElement;
    const other = within(cards)
      .getAllByRole('listitem')
      .find((card) => card !== own)!;
    for (const card of [own, other]) {
      // No column label without a value, and the browser and system are not shown twice.
      expect(within(card).queryByText('Actions')).toBeNull();
      const visibleText = [...card.querySelectorAll('[title]')].map((element) => element.textContent);
      expect(visibleText).toHaveLength(1);
      expect(card.querySelector('.fw-card-title')).toHaveTextContent(visibleText[0]!);
      expect(within(card).queryByText('Device')).toBeNull();
    }
    expect(within(own).queryByRole('button', { name: /^Revoke the session/ })).toBeNull();
    const revoke = within(other).getByRole('button', { name: /^Revoke the session on / });
    expect(revoke.closest('.fw-card-actions')).not.toBeNull();
  });
});
