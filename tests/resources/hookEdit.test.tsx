import '../support/shortUndoWindow';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { HttpError } from '../../src/api/http/HttpError';
import { signIn, testServices } from '../support/renderApp';
import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Issue 44 item 5: a hook is edited in place through `hook.update`. Its header values are secrets:
 * the edit form shows their names, never the stored values; an empty value keeps the stored one and
 * a typed one replaces it (rotation without delete and re-create). The URL must be http(s), in the
 * form and in the API; empty headers are `{}`; the form says what the service sends.
 */
const sim = startSimulator();
const hooks = () => sim.store.orgs.get('acme')!.tables.hook;
const signedHook = () => hooks().where((hook) => 'X-Signature' in hook.headers)[0]!;

async function openEdit() {
  const hook = signedHook();
  const services = testServices();
  await signIn(services);
  renderConsole(services, `/auth-type/hook/${hook.auth_type_id}/update/${hook.id}`);
  const user = userEvent.setup();
  const url = await screen.findByRole('textbox', { name: /^URL/ }, { timeout: 5000 });
  await waitFor(() => expect(url).toHaveValue(hook.url));
  return { hook, services, user, url, headers: screen.getByRole('textbox', { name: /^Headers \(JSON\)/ }) };
}

async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

async function save(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sim.requests.some((r) => r.method === 'PUT' && r.path.includes('/hooks/'))).toBe(true), {
    timeout: UNDO_WINDOW_MS + 3000,
  });
}

describe('editing a hook', () => {
  it('shows the header names without their stored values, and says what the service sends', async () => {
    const { headers, hook } = await openEdit();
    expect(JSON.parse((headers as HTMLTextAreaElement).value)).toEqual({ 'X-Signature': '' });
    expect(document.body).not.toHaveTextContent(hook.headers['X-Signature']!);
    expect(screen.getByText(/the service sends a request to this http\(s\) address/)).toBeInTheDocument();
  });

  it('rotates a header value in place, without delete and re-create', async () => {
    const { hook, user, headers } = await openEdit();
    const before = hooks().where(() => true).length;
    await replaceText(user, headers, '{ "X-Signature": "rotated", "X-Other": "new" }');
    await save(user);
    await waitFor(() =>
      expect(hooks().get(String(hook.id))?.headers).toEqual({ 'X-Signature': 'rotated', 'X-Other': 'new' }),
    );
    expect(hooks().where(() => true)).toHaveLength(before);
  });

  it('keeps a stored header value left empty', async () => {
    const { hook, user, url } = await openEdit();
    const stored = { ...hook.headers };
    await replaceText(user, url, 'https://hooks.example.test/moved');
    await save(user);
    await waitFor(() => expect(hooks().get(String(hook.id))?.url).toBe('https://hooks.example.test/moved'));
    expect(hooks().get(String(hook.id))?.headers).toEqual(stored);
  });

  it('saves empty headers as {}', async () => {
    const { hook, user, headers } = await openEdit();
    await replaceText(user, headers, '');
    await save(user);
    await waitFor(() => expect(hooks().get(String(hook.id))?.headers).toEqual({}));
  });

  it('refuses a URL that is not http(s), in the form and in the API', async () => {
    const { hook, services, user, url } = await openEdit();
    await replaceText(user, url, 'ftp://files.example.test/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid URL. Please enter a valid address')).toBeInTheDocument();
    const call = services.client.call(hookEndpoints.update, {
      params: { parentId: String(hook.auth_type_id), id: String(hook.id) },
      body: { method: hook.method, url: 'javascript:alert(1)', headers: { 'X-Signature': '' } },
    });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({ status: 422 });
    expect(hooks().get(String(hook.id))?.url).toBe(hook.url);
  });

  it('refuses a new header without a value in the API', async () => {
    const hook = signedHook();
    const services = testServices();
    await signIn(services);
    const call = services.client.call(hookEndpoints.update, {
      params: { parentId: String(hook.auth_type_id), id: String(hook.id) },
      body: { method: hook.method, url: hook.url, headers: { 'X-Signature': '', 'X-New': '' } },
    });
    await expect(call).rejects.toMatchObject({ status: 422 });
    expect(hooks().get(String(hook.id))?.headers).toEqual(hook.headers);
  });

  it('meets a newer version with the conflict dialog, which shows no stored header value', async () => {
    const { hook, services, user, url } = await openEdit();
    await services.client.call(hookEndpoints.update, {
      params: { parentId: String(hook.auth_type_id), id: String(hook.id) },
      body: {
        method: hook.method,
        url: 'https://hooks.example.test/theirs',
        headers: { 'X-Signature': 'their-secret' },
      },
    });
    await replaceText(user, url, 'https://hooks.example.test/mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Changed by someone else' },
      { timeout: UNDO_WINDOW_MS + 3000 },
    );
    expect(dialog).toHaveTextContent('https://hooks.example.test/theirs');
    expect(document.body).not.toHaveTextContent('their-secret');
    expect(hooks().get(String(hook.id))?.url).toBe('https://hooks.example.test/theirs');
  });
});
