import '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineCollection } from '../../simulator/collection';
import type { Row } from '../../simulator/store';
import { resources as registeredResources } from '../../resources/resourceList';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import gadget, { gadgetEndpoints, GadgetInput } from './fixtures/gadget';
import { confirmDialog, findRow, renderConsole } from './harness';

interface GadgetRow extends Row {
  name: string;
  homepage: string | null;
  color: 'red' | 'green' | 'blue';
  note: string | null;
  created_at: string;
  updated_at: string;
}

const sim = startSimulator();
const stamp = '2026-01-01T00:00:00.000Z';
sim.registerCollection(
  defineCollection<GadgetRow>({
    table: 'gadget',
    endpoints: gadgetEndpoints,
    searchFields: ['name', 'note'],
    schema: GadgetInput,
    seed: () =>
      ['Sprocket', 'Widget', 'Gizmo', 'Doohickey'].map((name, index) => ({
        name,
        homepage: index === 0 ? 'https://example.test/sprocket' : index === 1 ? 'javascript:alert(1)' : null,
        color: index % 2 ? 'green' : 'red',
        note:
          index === 2 ? 'A very long note that goes on and on well past the forty characters a list cell shows' : null,
        created_at: stamp,
        updated_at: stamp,
      })),
  }),
);

const declarations = [...registeredResources, gadget];
const gadgetRequests = (method: string) =>
  sim.requests.filter((r) => r.method === method && r.path.startsWith('/gadget'));

async function open(route: string, config: Record<string, unknown> = {}) {
  const services = testServices(config);
  await signIn(services);
  renderConsole(services, route, declarations);
  return services;
}

describe('a resource declared in its own folder', () => {
  it('gets a menu entry at its path and a list of its rows with safe links, short notes and search', async () => {
    const user = userEvent.setup();
    await open('/gadget');
    expect(await screen.findByRole('menuitem', { name: 'Gadgets' })).toHaveAttribute('href', '/gadget');
    // The declarations order the menu (SPEC §2: home, project, user, authType, permission); an unordered resource
    // follows (with any other added since, by name), then the setup page.
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const entries = within(navigation)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    const ordered = ['Home', 'Projects', 'Users', 'Authentication types', 'Permissions', 'Gadgets', 'Setup'];
    expect(entries.filter((entry) => ordered.includes(entry ?? ''))).toEqual(ordered);
    expect(entries.slice(0, 5)).toEqual(ordered.slice(0, 5));
    expect(entries.at(-1)).toBe('Setup');
    const sprocket = await findRow('Sprocket');
    expect(within(sprocket).getByRole('link', { name: 'https://example.test/sprocket' })).toHaveAttribute(
      'href',
      'https://example.test/sprocket',
    );
    const widget = await findRow('Widget');
    expect(within(widget).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(widget).getByText('javascript:alert(1)')).toBeInTheDocument();
    const gizmo = await findRow('Gizmo');
    // A long note is drawn cut where its column ends, read whole, and reachable by keyboard for its tooltip.
    expect(within(gizmo).getByText(/past the forty characters a list cell shows$/)).toHaveAttribute('tabindex', '0');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'gizmo');
    await waitFor(() => expect(gadgetRequests('GET').some((r) => r.path === '/gadget')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Sprocket')).not.toBeInTheDocument());
    expect(screen.getByText('Gizmo')).toBeInTheDocument();
  });

  it('validates, creates, edits and deletes', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const services = await open('/gadget/create');
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(screen.getByRole('textbox', { name: /^Homepage/ }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('This field is required'),
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('textbox', { name: /^Homepage/ })).toHaveAccessibleDescription(
      'Invalid URL. Please enter a valid address',
    );
    expect(gadgetRequests('POST')).toHaveLength(0);

    await user.type(name, 'Thingamajig');
    await user.clear(screen.getByRole('textbox', { name: /^Homepage/ }));
    await user.type(screen.getByRole('textbox', { name: /^Homepage/ }), 'https://thing.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadget'));
    const row = await findRow('Thingamajig');
    expect(gadgetRequests('POST')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Actions for Thingamajig' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editName = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(editName).toHaveValue('Thingamajig'));
    await user.clear(editName);
    await user.type(editName, 'Thingamabob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Undoable: the PUT goes when the notification's window ends, then back to the list.
    expect(gadgetRequests('PUT')).toEqual([]);
    await waitFor(() => expect(window.location.pathname).toBe('/gadget'), { timeout: 8000 });
    await findRow('Thingamabob');
    const [put] = gadgetRequests('PUT');
    expect(put?.path).toMatch(/^\/gadget\/\d+$/);
    const id = put?.path.split('/').pop() as string;

    await user.click(within(await findRow('Thingamabob')).getByRole('button', { name: 'Actions for Thingamabob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/gadget/update/${id}`));
    await screen.findByText('Edit Thingamabob', { selector: 'nav *' });
    expect(screen.getByRole('link', { name: 'Gadgets' })).toHaveAttribute('href', '/gadget');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmDialog(user);
    await waitFor(() => expect(window.location.pathname).toBe('/gadget'));
    expect(gadgetRequests('DELETE')).toEqual([]);
    await waitFor(() => expect(gadgetRequests('DELETE').map((r) => r.path)).toEqual([`/gadget/${id}`]), {
      timeout: 8000,
    });
    const left = await services.client.call(gadgetEndpoints.list);
    expect(left.items.map((g) => g.name)).not.toContain('Thingamabob');
  });

  it('deletes the selected rows in one request, and all matching rows after typing their count', async () => {
    const user = userEvent.setup();
    const services = await open('/gadget');
    for (const name of ['Sprocket', 'Widget'])
      await user.click(within(await findRow(name)).getByRole('checkbox', { name: 'Select this row' }));
    await screen.findByText(/2 items selected/);
    await user.click(
      screen.getAllByRole('button', { name: 'Delete' }).filter((button) => !button.closest('tr'))[0] as HTMLElement,
    );
    await confirmDialog(user);
    await waitFor(() => expect(gadgetRequests('DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Sprocket')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This deletes 2 records');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type 2 to confirm' }), '2');
    await user.click(confirm);
    await waitFor(() => expect(gadgetRequests('DELETE')).toHaveLength(2));
    const left = await services.client.call(gadgetEndpoints.list);
    expect(left.items).toEqual([]);
  });

  it('serves its extra page from its folder: a row action leads there by the page name, and it links back', async () => {
    const user = userEvent.setup();
    await open('/gadget');
    const sprocket = await findRow('Sprocket');
    await user.click(within(sprocket).getByRole('button', { name: 'Actions for Sprocket' }));
    const action = await screen.findByRole('menuitem', { name: 'summary' });
    const href = action.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/gadget\/summary\/\d+$/);
    await user.click(action);
    expect(await screen.findByRole('heading', { name: 'Summary of Sprocket' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(href);
    expect(screen.getByRole('link', { name: 'Edit Sprocket' })).toHaveAttribute(
      'href',
      href.replace('summary', 'update'),
    );
    await user.click(screen.getByRole('link', { name: 'All gadgets' }));
    await findRow('Sprocket');
  });

  it('opens its extra page by deep link', async () => {
    const services = testServices();
    await signIn(services);
    const widget = (await services.client.call(gadgetEndpoints.list)).items.find((g) => g.name === 'Widget');
    renderConsole(services, `/gadget/summary/${widget?.id}`, declarations);
    expect(await screen.findByRole('heading', { name: 'Summary of Widget' })).toBeInTheDocument();
  });

  it('hides the row action when its route (gadget_summary) is disabled by name', async () => {
    const user = userEvent.setup();
    await open('/gadget', { disabledRoutes: ['gadget_summary'] });
    await user.click(within(await findRow('Sprocket')).getByRole('button', { name: 'Actions for Sprocket' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    expect(screen.queryByRole('menuitem', { name: 'summary' })).toBeNull();
  });

  it('answers a deep link to the disabled page with the not-found page', async () => {
    const services = testServices({ disabledRoutes: ['gadget_summary'] });
    await signIn(services);
    const widget = (await services.client.call(gadgetEndpoints.list)).items.find((g) => g.name === 'Widget');
    renderConsole(services, `/gadget/summary/${widget?.id}`, declarations);
    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summary of Widget' })).toBeNull();
  });
});
