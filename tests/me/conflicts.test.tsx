import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meEndpoints } from '../../src/api/contract/endpoints/meEndpoints';
import { organizationEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

/** The my-area forms name the version they edit (docs/decisions/0019): a second tab's save meanwhile is a conflict. */
startSimulator();

const rowOf = (dialog: HTMLElement, field: string) =>
  within(dialog).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement;

describe('my-area forms and a save made meanwhile in another tab', () => {
  it('profile: the dialog names the full name saved elsewhere; their version replaces what was typed', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/profile', { services });
    const name = await screen.findByLabelText(/Full name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme Admin'));
    const me = await services.client.call(meEndpoints.get, {});
    await services.client.call(meEndpoints.update, { params: { id: me.id }, body: { name: 'Other Tab' } });
    await user.clear(name);
    await user.type(name, 'This Tab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(rowOf(dialog, 'Full name')).toHaveTextContent(/Other Tab.*This Tab/);
    expect(screen.queryByText('Your profile has been saved')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use their version' }));
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Other Tab'));
    expect((await services.client.call(meEndpoints.get, {})).name).toBe('Other Tab');
  });

  it('organization: keep mine, then save, renames it over the other save', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/organization', { services });
    const name = await screen.findByLabelText(/Organization name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme'));
    await services.client.call(organizationEndpoints.update, { body: { name: 'Acme Corp' } });
    await user.clear(name);
    await user.type(name, 'Acme Inc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(rowOf(dialog, 'Organization name')).toHaveTextContent(/Acme Corp.*Acme Inc/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Organization name/)).toHaveValue('Acme Inc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await services.client.call(organizationEndpoints.get, {})).name).toBe('Acme Inc'),
    );
  });
});
