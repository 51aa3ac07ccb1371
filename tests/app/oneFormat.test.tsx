import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../i18n/locales';
import { formatDateTime } from '../../src/framework/i18n/localeFormats';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { addImportJob } from '../import/addImportJob';
import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { typeDate } from '../support/typeDate';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;
afterEach(() => localStorage.clear());

async function openInGerman(route: string) {
  const services = testServices();
  await signIn(services);
  renderApp(route, { services, initialLocale: { locale: 'de', messages: await loadMessages('de') } });
  return { services, user: userEvent.setup() };
}

/** The pager of the page, worded in German: rows per page, "1–10 von N", the buttons' names. */
async function expectGermanPager() {
  expect(await screen.findByText(/^1–10 von \d+$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Zeilen pro Seite/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zur vorherigen Seite' })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/Rows per page| of \d|next page|previous page/i);
}

describe('one format, every language', () => {
  it('my activity log in German: the pager, the device word and the dates are German', async () => {
    const admin = acme().tables.user.rows.find((row) => (row as { username?: string }).username === 'admin')!;
    for (let i = 0; i < 12; i += 1)
      acme().tables.history.insert({
        subject: 'user',
        subject_id: String(admin.id),
        event: 'changed',
        field: 'name',
        before: `Old ${i}`,
        after: `New ${i}`,
        browser: 'Firefox 133',
        os: 'Linux',
        device: 'desktop',
        created_at: `2026-11-${String(1 + i).padStart(2, '0')}T10:00:00.000Z`,
      });
    await openInGerman('/me/activity');
    await expectGermanPager();
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Computer').length).toBeGreaterThan(0);
    expect(within(table).queryByText('desktop')).toBeNull();
    expect(within(table).getByText(formatDateTime('2026-11-12T10:00:00.000Z', 'de'))).toBeInTheDocument();
  });

  it('the imports page in German: the pager and the dates are German', async () => {
    for (let i = 0; i < 11; i += 1)
      addImportJob(sim, { created_at: `2026-11-${String(1 + i).padStart(2, '0')}T08:00:00.000Z` });
    await openInGerman('/imports');
    await expectGermanPager();
    expect(screen.getByText('1–10 von 11')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table')).getByText(formatDateTime('2026-11-11T08:00:00.000Z', 'de')),
    ).toBeInTheDocument();
  });

  it('my API keys in German show their dates in the one format, not the browser’s', async () => {
    const services = testServices();
    await signIn(services);
    await services.client.call(apiKeyEndpoints.create, { body: { note: 'Deploy bot' } });
    const key = acme().tables.apiKey.rows.at(-1)!;
    renderApp('/me/api', { services, initialLocale: { locale: 'de', messages: await loadMessages('de') } });
    // Date and time may sit on two lines (two spans in one <time>): compared without spaces.
    const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');
    const shown = (_: string, element: Element | null) =>
      element?.tagName === 'TIME' && squeeze(element.textContent) === squeeze(formatDateTime(key.created_at, 'de'));
    expect((await screen.findAllByText(shown, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(new Date(key.created_at).toLocaleString('en-US'))).toBeNull();
  });
});

describe('date fields in the chosen language, whatever the browser’s', () => {
  const lastQuery = (path: string) =>
    new URLSearchParams(sim.requests.filter((r) => r.method === 'GET' && r.path === path).at(-1)?.query ?? '');

  it('a list’s date filter in German shows and takes 09.11.2026; the API gets the same query as before', async () => {
    const { user } = await openInGerman('/user');
    await user.click(await screen.findByRole('button', { name: 'Filter hinzufügen' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Erstellt ab' }));
    const field = await typeDate(user, 'Erstellt ab', '09.11.2026');
    expect(field).toHaveTextContent('09.11.2026');
    // The administrator's day: its local midnight, as an instant.
    await waitFor(() => expect(lastQuery('/user').get('created_at_from')).toBe(new Date(2026, 10, 9).toISOString()), {
      timeout: 10_000,
    });
    // The calendar speaks German too.
    await user.click(within(field.parentElement!).getByRole('button', { name: /^Datum auswählen/ }));
    expect(await screen.findByRole('gridcell', { name: '9' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  }, 60_000);

  it('a date filter set in the address shows in German', async () => {
    const filter = encodeURIComponent(JSON.stringify({ created_at_to: '2026-11-24' }));
    await openInGerman(`/user?filter=${filter}`);
    expect(await screen.findByRole('group', { name: 'Erstellt bis' }, { timeout: 20_000 })).toHaveTextContent(
      '24.11.2026',
    );
  }, 60_000);

  it('the imports page in German takes its dates as German dates', async () => {
    const { user } = await openInGerman('/imports');
    await typeDate(user, 'Erstellt ab', '10.11.2026');
    // The start of the administrator's 10 November, as an instant (the end of a day, alike).
    await waitFor(() => expect(lastQuery('/import').get('created_from')).toBe(new Date(2026, 10, 10).toISOString()));
  }, 60_000);
});

describe('notifications name the record', () => {
  it('creating a project says "Project \'<name>\' created"', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/project/create', { services });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 }), 'Storefront');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Project 'Storefront' created", {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/project'));
  });

  it('in German: "Projekt „Storefront“ erstellt"', async () => {
    const { user } = await openInGerman('/project/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 }), 'Storefront');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Projekt „Storefront“ erstellt', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
