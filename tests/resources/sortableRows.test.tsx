import { screen, waitFor, within } from '@testing-library/react';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

// Drag ordering's code (dnd-kit) held back until the test lets it load, after the list's first page.
const held = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('../../src/framework/resource/views/reorder/sortableViews', async (importOriginal) => {
  await held.gate;
  return importOriginal();
});

const sim = startSimulator();

describe('a list with drag ordering', () => {
  it('shows a progress bar, then its rows once, with their drag handles, when its drag code arrives after the page', async () => {
    const services = testServices();
    await signIn(services);
    renderConsole(services, '/auth-type');
    await screen.findByRole('heading', { level: 1, name: 'Authentication types' }, { timeout: 5000 });
    await waitFor(() => expect(sim.requests.some((r) => r.method === 'GET' && r.path === '/auth-type')).toBe(true));
    // The page has arrived; the rows wait for their draggable version instead of showing without handles.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelectorAll('tbody tr')).toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    held.release();
    const handles = await screen.findAllByRole('button', { name: 'Drag to reorder' }, { timeout: 5000 });
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows.length).toBeGreaterThan(1);
    expect(handles).toHaveLength(rows.length);
    for (const row of rows) expect(within(row as HTMLElement).getByRole('button', { name: 'Drag to reorder' }));
    // The rows stay: they are not replaced by other ones.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rows.every((row) => row.isConnected)).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    // Drag ordering's instructions for screen readers are in the page, outside the table: a
    // <table> (or its <tbody>) holding a <div> is not valid HTML.
    const table = document.querySelector('table') as HTMLTableElement;
    expect(table.querySelectorAll(':scope > div, :scope > tbody > div')).toHaveLength(0);
    const instructions = screen.getByText(/^To pick up a row, press Space or Enter/, { ignore: false });
    expect(table.contains(instructions)).toBe(false);
  });
});
