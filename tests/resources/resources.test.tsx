import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { pathFor } from '../../src/framework/resource/pathFor';
import { resources as registeredResources } from '../../resources/resourceList';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';

import {
  apiList,
  collectionPath,
  confirmDialog,
  createPathPattern,
  fillRequired,
  findRow,
  label,
  seededDeclarations,
  renderConsole,
  representation,
  requiredTextFields,
} from './harness';

const sim = startSimulator();

async function signedIn() {
  const services = testServices();
  await signIn(services);
  return services;
}

// The admin menu's resources (the my-area API keys serve their own screens by default).
const topLevel = registeredResources.filter((declaration) => !declaration.parent && declaration.menu !== false);

it('registers the four main resources', () => {
  // …and any resource added since (`npm run add:resource`).
  expect(topLevel.map((d) => d.name)).toEqual(expect.arrayContaining(['authType', 'permission', 'project', 'user']));
});

// The resources with seeded records (an added one without seed rows has its own tests: harness.tsx).
const seeded = seededDeclarations(sim, topLevel);

describe.each(seeded.map((declaration) => [declaration.name, declaration] as const))('%s', (_name, declaration) => {
  it('lists the seeded rows at its spec path, with labelled row checkboxes', async () => {
    const services = await signedIn();
    const { items } = await apiList(services, declaration);
    expect(items.length).toBeGreaterThan(0);
    renderConsole(services, declaration.path);
    const row = await findRow(representation(declaration, items[0] as Record<string, unknown>));
    expect(within(row).getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    const plural = String((en.resources as Record<string, { name: string }>)[declaration.name]?.name).split(
      ' |||| ',
    )[1];
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([plural]);
  });

  it('shows the spec messages for invalid input on create', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    renderConsole(services, pathFor(declaration, 'create'));
    const required = requiredTextFields(declaration);
    expect(required.length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 1, name: /^New / }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const field of required) {
      const input = await screen.findByRole('textbox', { name: label(declaration, field.source) });
      await waitFor(() => expect(input).toHaveAccessibleDescription('This field is required'));
    }
    expect(sim.requests.filter((r) => r.method === 'POST' && !r.path.startsWith('/internal-auth'))).toEqual([]);
  });

  it('puts a 422 field message from the server on the field', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    const [first] = requiredTextFields(declaration);
    if (!first) throw new Error('no required field');
    sim.faults.add({
      method: 'POST',
      path: createPathPattern(declaration),
      status: 422,
      body: {
        message: 'Already exists, please use a different value',
        errors: { json: { [first.source]: ['Already exists, please use a different value'] } },
      },
      times: 1,
    });
    renderConsole(services, pathFor(declaration, 'create'));
    await fillRequired(user, declaration, '422');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: label(declaration, first.source) });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Already exists, please use a different value'));
    expect(window.location.pathname).toBe(pathFor(declaration, 'create'));
  });

  it('creates a record and returns to the list', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    renderConsole(services, pathFor(declaration, 'create'));
    await fillRequired(user, declaration, 'new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(declaration.path));
    expect(sim.requests.filter((r) => r.method === 'POST' && !r.path.startsWith('/internal-auth'))).toHaveLength(1);
  });

  it('edits a record and saves it', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    const { items } = await apiList(services, declaration);
    const record = items[items.length - 1] as Record<string, unknown> & { id: string };
    const [first] = requiredTextFields(declaration);
    if (!first) throw new Error('no required field');
    renderConsole(services, pathFor(declaration, 'update', { id: record.id }));
    const input = await screen.findByRole('textbox', { name: label(declaration, first.source) });
    await waitFor(() => expect(input).toHaveValue(String(record[first.source])));
    await user.clear(input);
    await user.type(input, `Edited ${first.source}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(declaration.path));
    const saved = (await await services.client.call(declaration.endpoints.get ?? declaration.endpoints.list, {
      params: { id: String(record.id) },
    })) as unknown as Record<string, unknown>;
    expect(saved[first.source]).toBe(`Edited ${first.source}`);
  });

  it('deletes from the edit page after confirmation, then shows the list', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    const { items } = await apiList(services, declaration);
    const record = items[items.length - 1] as Record<string, unknown> & { id: string };
    renderConsole(services, pathFor(declaration, 'update', { id: record.id }));
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(nav).toHaveTextContent(representation(declaration, record)));
    // A resource with a record page (user, authType) names the record in its h1; others say "Edit …".
    const name = representation(declaration, record);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      declaration.record ? name : `Edit ${name}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmDialog(user);
    await waitFor(() => expect(window.location.pathname).toBe(declaration.path));
    // The notification names the record: "<Resource> '<name>' deleted".
    const singular = String((en.resources as Record<string, { name: string }>)[declaration.name]?.name).split(
      ' |||| ',
    )[0];
    expect(await screen.findByText(`${singular} '${name}' deleted`)).toBeInTheDocument();
    // Undoable: the DELETE goes when the notification's undo window ends.
    const deletes = () => sim.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deletes()).toEqual([]);
    await waitFor(() => expect(deletes()).toEqual([`${collectionPath(declaration)}/${record.id}`]), {
      timeout: UNDO_WINDOW_MS + 1_000,
    });
  });

  it('deletes the selected rows with one request', async () => {
    const services = await signedIn();
    const user = userEvent.setup();
    renderConsole(services, declaration.path);
    const checkboxes = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 5000 });
    for (const checkbox of checkboxes.slice(-2)) await user.click(checkbox);
    await screen.findByText(/2 items selected/, {}, { timeout: 5000 });
    const bulkDelete = screen.getAllByRole('button', { name: 'Delete' }).filter((button) => !button.closest('tr'));
    expect(bulkDelete).toHaveLength(1);
    await user.click(bulkDelete[0] as HTMLElement);
    await confirmDialog(user);
    await waitFor(() => expect(sim.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    const [request] = sim.requests.filter((r) => r.method === 'DELETE');
    expect(request?.path).toBe(collectionPath(declaration));
  });
});
