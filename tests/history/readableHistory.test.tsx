import { screen, waitFor, within } from '@testing-library/react';
import type { HistoryRow } from '../../simulator/store';
import { profileEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;
afterEach(() => localStorage.clear());

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Replaces a user's history with these entries (newest first as given). */
function seedUserHistory(userId: string, entries: Partial<HistoryRow>[]) {
  const table = acme().tables.history;
  table.rows = table.rows.filter((h) => !(h.subject === 'user' && h.subject_id === userId));
  entries.forEach((entry, index) =>
    table.insert({
      subject: 'user',
      subject_id: userId,
      event: 'changed',
      field: null,
      before: null,
      after: null,
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      created_at: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
      ...entry,
    }),
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('readable activity rows', () => {
  it('names a sign-in’s and sign-out’s browser and system, the user agent only on hover', async () => {
    seedUserHistory('4', [
      { event: 'signed_in', after: chromeOnWindows },
      { event: 'signed_out_manually', before: chromeOnWindows },
    ]);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/4', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 10_000 });
    for (const row of bodyRows()) {
      expect(within(row).getByText('Chrome 131 on Windows')).toHaveAttribute('title', chromeOnWindows);
      // The whole agent is not shown (screen readers hear it as "User agent: …").
      expect(within(row).queryByText(chromeOnWindows)).toBeNull();
    }
  }, 60_000);

  it('says on my activity log which browser and system signed in', async () => {
    const services = testServices();
    await signIn(services);
    const admin = acme().tables.user.rows.find((row) => row.username === 'admin')!;
    seedUserHistory(admin.id, [{ event: 'signed_in', after: chromeOnWindows }]);
    renderApp('/me/activity', { services });
    expect(await screen.findByText('Chrome 131 on Windows', {}, { timeout: 10_000 })).toHaveAttribute(
      'title',
      chromeOnWindows,
    );
    expect(screen.queryByText(chromeOnWindows)).toBeNull();
  }, 60_000);

  it('names the project of a permission change', async () => {
    const services = testServices();
    await signIn(services);
    const profile = acme().tables.profile.rows.find((row) => row.user_id === '6')!;
    const project = acme().tables.project.get(profile.project_id)!;
    const added = acme().tables.permission.rows.find((row) => !profile.permissions.includes(row.id))!;
    seedUserHistory('6', []);
    // The change as the console's profile form makes it: the service records the profile's project.
    await services.client.call(profileEndpoints.update, {
      params: { parentId: '6', id: profile.id },
      body: { project_id: profile.project_id, permissions: [...profile.permissions, added.id] },
    });
    renderApp('/user/activity/6', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 10_000 });
    const [row] = bodyRows() as [HTMLElement];
    await waitFor(() => expect(row).toHaveTextContent(`Project: ${project.name}Permissions: added: ${added.title}`));
  }, 60_000);
});
