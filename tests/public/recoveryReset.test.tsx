import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp } from '../support/renderApp';

const sim = startSimulator();
const NEUTRAL = 'If an account exists for this address, a link will be sent';

/** Asks for a reset link for the administrator through the recovery page; the link's mail is the last one. */
async function requestLink(user: ReturnType<typeof userEvent.setup>) {
  const recovery = renderApp('/password-recovery');
  await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'admin@acme.test');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  await screen.findByText(NEUTRAL);
  recovery.unmount();
}

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
    await requestLink(user);
    const code = sim.store.mail.at(-1)!.code;
    renderApp(`/password-reset?code=${code}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset password' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The link's code is checked when the page opens, and stays usable for the form.
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'admin@acme.test');
    expect(sim.requests.filter((r) => r.method === 'GET' && r.path === '/internal-user/password-reset')).toHaveLength(
      1,
    );
    // The rules are beside the field before any error.
    expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription(
      'The password needs at least 6 characters and one of these characters: !=@-+#$%^&*{}_.',
    );
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

  it('says at once, before anything is typed, that a bad code or a missing one is invalid or expired', async () => {
    renderApp('/password-reset?code=nope');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The password reset link is invalid or has expired. Please request a new link.',
    );
    expect(screen.queryByLabelText(/New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password-recovery');
    renderApp('/password-reset');
    await waitFor(() => expect(screen.getAllByText(/invalid or has expired/).length).toBeGreaterThan(0));
  });

  it('says so at once for a used or expired code, and the form does for a link that dies meanwhile', async () => {
    const user = userEvent.setup();
    await requestLink(user);
    const mail = sim.store.mail.at(-1)!;
    mail.expires_ms = 0;
    const expired = renderApp(`/password-reset?code=${mail.code}`);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/invalid or has expired/);
    expired.unmount();

    mail.expires_ms = Number.MAX_SAFE_INTEGER;
    renderApp(`/password-reset?code=${mail.code}`);
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), 'admin@acme.test');
    await user.type(screen.getByLabelText(/New password/), 'Brand-new-1');
    mail.used = true;
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/);
  });
});
