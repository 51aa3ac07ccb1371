import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp } from '../support/renderApp';

const sim = startSimulator();
const NEUTRAL = 'If an account exists for this address, a link will be sent';

describe('password recovery and reset', () => {
  it('is reached from the sign-in page and gives the same neutral answer for known and unknown addresses', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    let view = first;
    for (const email of ['admin@acme.test', 'nobody@acme.test']) {
      const field = await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 });
      await user.type(field, email);
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
      view.unmount();
      view = renderApp('/password-recovery');
    }
    expect(sim.store.mail.filter((m) => m.kind === 'password_reset').map((m) => m.to)).toEqual(['admin@acme.test']);
  });

  it('resets the password with the code of the e-mail, then the new password signs in', async () => {
    const user = userEvent.setup();
    const recovery = renderApp('/password-recovery');
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(NEUTRAL);
    recovery.unmount();
    const code = sim.store.mail.at(-1)!.code;
    renderApp(`/password-reset?code=${code}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset password' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail address/), 'admin@acme.test');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    // Checked where it is typed, with the init data's rules: no request for a password the server would refuse.
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(sim.requests.filter((r) => r.method === 'POST' && r.path.includes('reset'))).toEqual([]);
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('admin@acme.test');
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const answer = await fetch('http://localhost/api/v1/internal-auth/token-create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-DEVICE': 'd', 'X-APP': 'console' },
      body: JSON.stringify({ username: 'admin@acme.test', password: 'Brand-new-1' }),
    });
    expect(answer.status).toBe(200);
  });

  it('says the link is invalid or expired for a bad code, and without a code', async () => {
    const user = userEvent.setup();
    renderApp('/password-reset?code=nope');
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'admin@acme.test');
    await user.type(screen.getByLabelText(/New password/), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password reset link is invalid or has expired. Please request a new link.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password-recovery');
    renderApp('/password-reset');
    await waitFor(() => expect(screen.getAllByText(/invalid or has expired/).length).toBeGreaterThan(0));
  });
});
