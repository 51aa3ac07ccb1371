import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

/** Calls the simulator as an API client would: `Authorization: <username>:<key>` + `X-ORG`. */
const asApiClient = (key: string) =>
  fetch('http://localhost/api/v1/project', { headers: { Authorization: `admin:${key}`, 'X-ORG': 'acme' } }).then(
    (r) => r.status,
  );

async function openApiKeys(config: Record<string, unknown> = {}) {
  const services = testServices(config);
  await signIn(services);
  renderApp('/me/api', { services });
  expect(await screen.findByRole('heading', { level: 1, name: 'API keys' }, { timeout: 8000 })).toBeInTheDocument();
  return services;
}

describe('me/api', () => {
  it('links the API documentation at the API base URL with swagger-ui in place of the version', async () => {
    await openApiKeys();
    expect(await screen.findByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      new URL('/api/swagger-ui', document.baseURI).href,
    );
  });

  it('shows no API documentation link when the configuration hides it', async () => {
    await openApiKeys({ apiDocsUrl: false });
    await screen.findByRole('heading', { name: 'Using a key' });
    expect(screen.queryByRole('link', { name: 'API documentation' })).toBeNull();
  });

  it('links the configured API documentation', async () => {
    await openApiKeys({ apiDocsUrl: 'https://docs.example.test/api' });
    expect(await screen.findByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      'https://docs.example.test/api',
    );
  });

  it('creates a key with a note, shows it once in the copy dialog, never again; the key works for API clients', async () => {
    const user = userEvent.setup();
    await openApiKeys();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/Home.*My account.*API keys/);
    expect(await screen.findByText(/Authorization: admin:</)).toHaveTextContent('X-ORG: acme');
    await user.click(screen.getByRole('link', { name: 'New API key' }));
    await user.type(await screen.findByLabelText('Note'), 'CI deploys');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(window.location.pathname).toBe('/me/api'));
    const key = within(dialog).getByLabelText('API key').textContent ?? '';
    expect(key.length).toBeGreaterThan(10);
    expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
    expect(await asApiClient(key)).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('CI deploys')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(key);
    expect(window.location.href).not.toContain(key);
  });

  it('keeps the shown-once key dialog open on Escape and on a click beside it; only its own button closes it', async () => {
    const user = userEvent.setup();
    await openApiKeys();
    await user.click(screen.getByRole('link', { name: 'New API key' }));
    await user.type(await screen.findByLabelText('Note'), 'Kept open');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    const key = within(dialog).getByLabelText('API key').textContent ?? '';
    expect(within(dialog).getByRole('button', { name: 'Copy the API key' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The area around the dialog's box, where a click closes an ordinary dialog.
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('API key')).toHaveTextContent(key);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('regenerates a key after confirmation: the old one is refused, the new one accepted', async () => {
    const user = userEvent.setup();
    const services = await openApiKeys();
    const created = await services.client.call(apiKeyEndpoints.create, { body: { note: 'old' } });
    await user.click(screen.getByRole('link', { name: 'Profile' })); // leave and come back: the list reloads
    await user.click(await screen.findByRole('link', { name: 'API keys' }));
    await user.click(await screen.findByRole('button', { name: `Regenerate ${created.data.name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('the old key stops working at once. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    const shown = await screen.findByLabelText('API key');
    const fresh = shown.textContent ?? '';
    expect(fresh).not.toBe(created.data.key);
    expect(await asApiClient(created.data.key)).toBe(401);
    expect(await asApiClient(fresh)).toBe(200);
  });

  it('deletes a key after a confirmation that says it is irreversible', async () => {
    const user = userEvent.setup();
    const services = await openApiKeys();
    const created = await services.client.call(apiKeyEndpoints.create, { body: { note: 'to delete' } });
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await user.click(await screen.findByRole('link', { name: 'API keys' }));
    await user.click(await screen.findByRole('button', { name: `Delete ${created.data.name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('to delete')).not.toBeInTheDocument());
    expect(await asApiClient(created.data.key)).toBe(401);
    expect(sim.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/internal-api-key/'))).toBe(true);
  });

  it('edits the note of a key at me/api/update/{id}', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const created = await services.client.call(apiKeyEndpoints.create, { body: { note: 'first' } });
    renderApp(`/me/api/update/${created.data.id}`, { services });
    const note = await screen.findByLabelText('Note');
    await waitFor(() => expect(note).toHaveValue('first'));
    await user.clear(note);
    await user.type(note, 'second');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // In the list's row: the form's own field says 'second' too until the page changes.
    expect(await screen.findByText('second', { selector: 'td *, td' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/me/api');
  });

  it('is the generic list screen when the configuration says myApiList: generic, and still shows a new key once', async () => {
    const user = userEvent.setup();
    const services = testServices({ myApiList: 'generic' });
    await signIn(services);
    await services.client.call(apiKeyEndpoints.create, { body: { note: 'Already there' } });
    renderApp('/me/api', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' }, { timeout: 8000 })).toBeInTheDocument();
    // The schema-driven list: its breadcrumbs, search, column chooser and export, no keys-screen extras.
    expect(await screen.findByText('Already there')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/API keys/);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Using a key' })).not.toBeInTheDocument();
    // No bulk delete of keys: no selection column in the rows either (it would shift every cell under the headers).
    expect(screen.queryByRole('checkbox', { name: 'Select this row' })).not.toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create' });
    expect(creates.map((link) => link.getAttribute('href'))).toEqual(creates.map(() => '/me/api/create'));
    await user.click(creates[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'New API key' });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Generic list key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(window.location.pathname).toBe('/me/api'));
    const key = within(dialog).getByLabelText('API key').textContent ?? '';
    expect(await asApiClient(key)).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    // A row opens the key form at its SPEC path.
    await user.click(await screen.findByText('Generic list key'));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/me\/api\/update\/\d+$/));
    await screen.findByRole('heading', { level: 1, name: /Edit API key/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Generic list key'));
  });
});
